import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';
import { conversationDeleted } from './events.js';
import { EXPERT_TOTAL, UnreadCache } from './unread-cache.js';

/** Participant counts held at most; a study has a few hundred participants. */
const UNREAD_CACHE_PARTICIPANTS = 20_000;

export interface UnreadCounts {
  cache: UnreadCache;
  /**
   * Whether every write to the messages passes through this instance, so a count it keeps with
   * its own deltas is the database's: an embedded PGlite (no other process can open its directory)
   * that no other app instance shares. Then a chat event's count comes from memory; otherwise from
   * the database, as another instance's change may have committed without its delivery here yet.
   */
  soleWriter(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    unread: UnreadCounts;
  }
}

/** App instances on each database handle (the test cluster shares one PGlite between two). */
const instancesOn = new WeakMap<DatabaseHandle, number>();

/** `app.unread`, kept current by the realtime bus's deliveries and by account erasures. */
export const unreadCachePlugin = fp(
  async (app: FastifyInstance) => {
    const handle = app.database;
    instancesOn.set(handle, (instancesOn.get(handle) ?? 0) + 1);
    app.addHook('onClose', async () => {
      instancesOn.set(handle, (instancesOn.get(handle) ?? 1) - 1);
    });
    const unread = {
      cache: new UnreadCache(app.config.timeouts.unreadCacheMs, UNREAD_CACHE_PARTICIPANTS),
      soleWriter: () => handle.kind === 'pglite' && instancesOn.get(handle) === 1,
    } satisfies UnreadCounts;
    app.decorate('unread', unread);
    app.realtime.onDelivery((delivery, own) => {
      // This instance applied its own changes to the counts already; another's makes it read again.
      if (delivery.event.type === 'chat.unread' && !own) unread.cache.forgetRecipients(delivery.to);
    });
    // Counts changed while the bus was away never reached this instance.
    app.realtime.onReconnect(() => unread.cache.forgetAll());
    app.accountErasure.onErased(async (account) => {
      // The erasure deleted the conversation outside the chat service: its counts are read again
      // here at once, and on the other instances when the deliveries below arrive.
      unread.cache.forget(account.id);
      unread.cache.forget(EXPERT_TOTAL);
      await app.realtime.publish(await conversationDeleted({ db: app.db, unread }, account.id));
    });
  },
  { name: 'uyku-unread-cache', dependencies: ['uyku-realtime', 'uyku-account-erasure'] },
);
