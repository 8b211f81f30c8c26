import type { FastifyInstance } from 'fastify';
import { conversationDeleted } from '../chat/events.js';
import { EXPERT_TOTAL } from '../chat/unread-cache.js';

/**
 * What follows a committed deletion of an account, by an admin or by its owner: open admin views
 * drop the conversation, the person's live sockets close now on every instance, and the sign-in
 * counters keyed by their phone and account go (the personal-data registry's rule for them).
 * The deletion is committed; a failed step here is logged, never turned into an error answer.
 */
export async function afterAccountErased(app: FastifyInstance, account: { id: string; phone: string }): Promise<void> {
  const userId = account.id;
  await app.accountLimits
    .forgetAccount(account)
    .catch((error: unknown) => app.log.error({ err: error }, 'sign-in counters of an erased account were not deleted'));
  // The erasure deleted the conversation outside the chat service: its counts are read again here
  // at once, and on the other instances when the deliveries below arrive.
  app.unread.cache.forget(userId);
  app.unread.cache.forget(EXPERT_TOTAL);
  await app.realtime.publish(await conversationDeleted({ db: app.db, unread: app.unread }, userId));
  await app.realtime
    .sessionsRevoked({ userId })
    .catch((error: unknown) => app.log.error({ err: error }, 'realtime session revocation failed'));
}
