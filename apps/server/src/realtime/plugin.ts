import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE_CODES,
  REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE,
  REALTIME_MAX_CLIENT_MESSAGE_BYTES,
  REALTIME_MAX_SOCKETS_PER_ACCOUNT,
  REALTIME_MESSAGE_BURST,
  REALTIME_MESSAGES_PER_SECOND,
  REALTIME_PATH,
  type RealtimeControl,
} from '@uyku/domain';
import { sendError } from '../plugins/error-handler.js';
import { SETTINGS_CHANGED, startBus, type BusNotice, type Delivery } from './bus.js';
import {
  acceptConnection,
  type ConnectionDeps,
  type FeatureClientMessage,
  type LiveClient,
  type ReadyDetails,
} from './connection.js';
import { SocketHub } from './hub.js';
import { isAllowedOrigin } from './origin.js';
import { sessionsByTokenHash, socketSessionOf } from './sessions.js';

/** Server pings every socket this often; one that has not answered the previous ping is dropped. */
const HEARTBEAT_MS = 30_000;

export interface RealtimePublisher {
  /**
   * Sends events to every instance's sockets. Never throws: the change is already committed, and a
   * client that misses the event reads it at its next refetch; a failure is logged.
   */
  publish(deliveries: Delivery[]): Promise<void>;
  /** Signed-in sockets held by this instance. */
  connectedCount(): number;
  /**
   * Closes this instance's sockets whose session has ended or whose account the access rules now
   * refuse (lib/access-rules.ts: e.g. a legal text's new version), and applies role changes. Runs
   * with every heartbeat, as a backstop to the two notices below.
   */
  recheckSessions(): Promise<void>;
  /**
   * Sessions have ended (sign-out, password change, deletion, approval withdrawal, password
   * reset): call after the change is committed. This instance closes the sockets signed in with
   * them before it returns, so no later event reaches them; every other instance does when the
   * bus notice arrives. Never throws.
   */
  sessionsRevoked(revocation: SessionRevocation): Promise<void>;
  /**
   * Something the access guard reads of an account changed (rights, approval, group, name, consent):
   * every instance forgets its cached sessions of the account and re-reads its sockets'. Never throws.
   */
  accessChanged(userId: string): Promise<void>;
  /** Delivers to this instance's sockets only (a signal too large for NOTIFY). Returns how many. */
  deliverLocal(delivery: Delivery): number;
  /** Registers the handler of signed-in sockets' feature messages (the video room's signalling). */
  onClientMessage(handler: ClientMessageHandler): void;
  /**
   * Registers a listener of every delivery the bus brings to this instance, its own included
   * (`own`), so a feature can forget what it cached about something another instance changed.
   * Called before the event reaches the sockets; it must not throw.
   */
  onDelivery(listener: (delivery: Delivery, own: boolean) => void): void;
  /**
   * Registers what to do when the bus's LISTEN connection was replaced: events published meanwhile
   * never arrived, so a feature drops whatever it cached from them. Must not throw.
   */
  onReconnect(listener: () => void): void;
  /**
   * Registers a part of each socket's `ready` for its reader (the chat's unread count), read after
   * the socket receives events. A part that fails is left out and logged; the client then asks for
   * it over HTTP, as it would of an older server.
   */
  addReadyDetail(detail: ReadyDetail): void;
}

/** Which sessions ended: all of an account's, only `tokenHash`, or all but `exceptTokenHash`. */
export type SessionRevocation = Omit<Extract<BusNotice, { type: 'session.revoked' }>, 'type'>;
/** The notices an instance sends itself and waits to hear back (the settings' comes from a trigger). */
type AccountNotice = Exclude<BusNotice, { type: typeof SETTINGS_CHANGED }>;

/** Who sent a feature message, and how to answer that socket alone. */
export interface ClientMessageSender {
  userId: string;
  isAdmin: boolean;
  reply(message: RealtimeControl): void;
}
export type ClientMessageHandler = (sender: ClientMessageSender, message: FeatureClientMessage) => void;
export type ReadyDetail = (reader: { userId: string; isAdmin: boolean }) => Promise<ReadyDetails>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

/** WebSocket "Service Restart": the client reconnects (with backoff) and refetches. */
const SERVICE_RESTART = 1012;

const MSG_ORIGIN = 'Bu adresten anlık bağlantı kurulamaz';
const MSG_UPGRADE = 'Bu adres yalnızca WebSocket bağlantısı kabul eder';

/**
 * The realtime socket at `/api/realtime` and `app.realtime` for features to publish with;
 * registered on the root app after the auth plugin. See docs/decisions/002-realtime-over-listen-notify.md.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new SocketHub<LiveClient>();
    const clientMessageHandlers: ClientMessageHandler[] = [];
    const deliveryListeners: ((delivery: Delivery, own: boolean) => void)[] = [];
    const reconnectListeners: (() => void)[] = [];
    const readyDetails: ReadyDetail[] = [];
    const bus = await startBus(
      app.database,
      (delivery, own) => {
        for (const listener of deliveryListeners) listener(delivery, own);
        hub.deliver(delivery.to, JSON.stringify(delivery.event));
      },
      (payload) => app.log.warn({ bytes: payload.length }, 'malformed realtime notification ignored'),
      () => {
        // Events published while the LISTEN connection was down never reached this instance: close
        // its sockets as "service restart" so every client reconnects and reads its data again.
        app.log.warn('realtime listener reconnected; asking clients to reconnect and refetch');
        // A revocation or a settings change may have been among the missed notices.
        app.sessionCache.forgetAll();
        app.settingsCache.forget();
        for (const listener of reconnectListeners) listener();
        for (const client of hub.clients()) client.close(SERVICE_RESTART, 'listener reconnected');
      },
      (notice) => {
        if (notice.type === SETTINGS_CHANGED) return app.settingsCache.forget();
        app.sessionCache.forgetUser(notice.userId);
        echoed(notice);
        if (notice.type === 'session.revoked') closeRevoked(notice);
        else recheckUser(notice.userId).catch((error: unknown) => app.log.error({ err: error }, 'realtime session check failed'));
      },
    );

    /** Synchronous on purpose: nothing can be delivered to a revoked socket once this returns. */
    function closeRevoked(revocation: SessionRevocation): void {
      for (const client of hub.clientsOf(revocation.userId)) {
        if (revocation.tokenHash !== undefined && client.tokenHash !== revocation.tokenHash) continue;
        if (revocation.exceptTokenHash !== undefined && client.tokenHash === revocation.exceptTokenHash) continue;
        hub.remove(client);
        client.close(REALTIME_CLOSE_CODES.unauthenticated, 'session ended');
      }
    }

    /**
     * Notices this instance sent, waiting for their own echo. PostgreSQL signals every listener at
     * the same commit, so once the echo is back here the other instances have the notice too:
     * waiting for it (and a short grace for the others to read theirs) means that when the HTTP
     * answer of a sign-out or a withdrawn approval arrives, no instance still accepts the token
     * from its session cache (plugins/session-cache.ts).
     */
    const awaitingEcho = new Map<string, (() => void)[]>();
    const ECHO_WAIT_MS = 1_000;
    const NOTICE_GRACE_MS = 50;
    const echoKey = (notice: AccountNotice) =>
      notice.type === 'session.revoked'
        ? `${notice.type} ${notice.userId} ${notice.tokenHash ?? ''} ${notice.exceptTokenHash ?? ''}`
        : `${notice.type} ${notice.userId}`;
    function echoed(notice: AccountNotice): void {
      const key = echoKey(notice);
      for (const resolve of awaitingEcho.get(key) ?? []) resolve();
      awaitingEcho.delete(key);
    }

    /** Notices reach this instance too (it listens to its own channel); acting twice is harmless. */
    async function announce(notice: AccountNotice): Promise<void> {
      try {
        const key = echoKey(notice);
        let timer: NodeJS.Timeout | undefined;
        const echo = new Promise<void>((resolve) => {
          awaitingEcho.set(key, [...(awaitingEcho.get(key) ?? []), resolve]);
          timer = setTimeout(resolve, ECHO_WAIT_MS);
        });
        await bus.notify(notice);
        await echo;
        clearTimeout(timer);
        // The other listeners were signalled with ours, but each reads its own connection: a short
        // grace lets them apply it before this change is answered (revocations are rare; 50 ms is cheap).
        await new Promise((resolve) => setTimeout(resolve, NOTICE_GRACE_MS));
      } catch (error) {
        // The heartbeat's re-check still closes the other instances' sockets.
        app.log.error({ err: error }, 'realtime notice failed');
      }
    }

    app.decorate('realtime', {
      async publish(deliveries) {
        try {
          await bus.publish(deliveries);
        } catch (error) {
          app.log.error({ err: error }, 'realtime publish failed');
        }
      },
      connectedCount: () => hub.size,
      recheckSessions,
      async sessionsRevoked(revocation) {
        app.sessionCache.forgetUser(revocation.userId);
        closeRevoked(revocation);
        await announce({ type: 'session.revoked', ...revocation });
      },
      async accessChanged(userId) {
        app.sessionCache.forgetUser(userId);
        await recheckUser(userId).catch((error: unknown) => app.log.error({ err: error }, 'realtime session check failed'));
        await announce({ type: 'access.changed', userId });
      },
      deliverLocal: (delivery) => hub.deliver(delivery.to, JSON.stringify(delivery.event)),
      onClientMessage: (handler) => void clientMessageHandlers.push(handler),
      onDelivery: (listener) => void deliveryListeners.push(listener),
      onReconnect: (listener) => void reconnectListeners.push(listener),
      addReadyDetail: (detail) => void readyDetails.push(detail),
    } satisfies RealtimePublisher);

    const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isAllowedOrigin(request.headers.origin, request.headers.host, app.config.allowedOrigins)) {
        return sendError(reply, 403, 'FORBIDDEN', MSG_ORIGIN);
      }
    };

    // One object for every socket: what each connection keeps is only its own state (connection.ts).
    const connection: ConnectionDeps = {
      hub,
      authTimeoutMs: REALTIME_AUTH_TIMEOUT_MS,
      messageLimits: {
        burst: REALTIME_MESSAGE_BURST,
        perSecond: REALTIME_MESSAGES_PER_SECOND,
        dropsBeforeClose: REALTIME_DROPPED_MESSAGES_BEFORE_CLOSE,
      },
      maxSocketsPerAccount: REALTIME_MAX_SOCKETS_PER_ACCOUNT,
      findSession: async (tokenHash) => {
        const user = await app.userOfSession(tokenHash);
        return user && socketSessionOf(user);
      },
      onError: (error) => app.log.error({ err: error }, 'realtime authentication failed'),
      readyDetails: async (session) => {
        const parts = await Promise.all(
          readyDetails.map((detail) =>
            detail(session).catch((error: unknown) => {
              app.log.error({ err: error }, 'realtime ready detail failed');
              return {};
            }),
          ),
        );
        return Object.assign({}, ...parts) as ReadyDetails;
      },
      onClientMessage: (client, message) => {
        const sender: ClientMessageSender = {
          userId: client.userId,
          isAdmin: client.isAdmin,
          reply: (control) => client.send(JSON.stringify(control)),
        };
        for (const handler of clientMessageHandlers) handler(sender, message);
      },
    };

    // The socket plugin lives in its own scope, so only this route is upgraded.
    await app.register(async (scope) => {
      await scope.register(websocket, {
        options: { maxPayload: REALTIME_MAX_CLIENT_MESSAGE_BYTES },
        // A client vanishing mid-frame is ordinary on phones: not an error worth a stack trace.
        errorHandler: (error, socket, request) => {
          request.log.debug({ err: error }, 'realtime socket error');
          socket.terminate();
        },
      });
      scope.route({
        method: 'GET',
        url: REALTIME_PATH,
        // Public at the HTTP level: the socket authenticates in-band with its first message.
        config: { access: 'public' },
        // Frames are small JSON messages; an HTTP compressor has no place on an upgraded socket.
        compress: false,
        onRequest: checkOrigin,
        handler: (_request, reply) => sendError(reply, 426, 'BAD_REQUEST', MSG_UPGRADE),
        wsHandler: (socket) => acceptConnection(socket, connection),
      });
    });

    const heartbeat = setInterval(() => {
      for (const client of hub.clients()) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
      recheckSessions().catch((error: unknown) => app.log.error({ err: error }, 'realtime session check failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();

    /**
     * A socket outlives nothing its token would not: logout, reset, approval withdrawal, deletion,
     * role change, and a legal text's new version (until the user accepts it, as on HTTP).
     */
    async function recheckSessions(): Promise<void> {
      await recheck(hub.clients());
    }

    async function recheckUser(userId: string): Promise<void> {
      await recheck(hub.clientsOf(userId));
    }

    async function recheck(clients: LiveClient[]): Promise<void> {
      if (clients.length === 0) return;
      const sessions = await sessionsByTokenHash(app.db, [...new Set(clients.map((c) => c.tokenHash))]);
      for (const client of clients) {
        const session = sessions.get(client.tokenHash);
        if (!session?.allowed) {
          // Out of the hub at once, so nothing published from here on reaches it.
          hub.remove(client);
          if (session) client.close(REALTIME_CLOSE_CODES.forbidden, 'forbidden');
          else client.close(REALTIME_CLOSE_CODES.unauthenticated, 'session ended');
        } else if (session.isAdmin !== client.isAdmin) hub.setAdmin(client, session.isAdmin);
      }
    }

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await bus.stop();
    });
  },
  { name: 'uyku-realtime' },
);
