import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_CODES,
  REALTIME_MSG,
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
  type RealtimeControl,
} from '@uyku/domain';
import { hashToken } from '../lib/tokens.js';
import type { HubClient, SocketHub } from './hub.js';
import { MessageBudget, type MessageLimits } from './message-budget.js';
import type { SocketSession } from './sessions.js';

/** A socket that cannot drain this much is not reading; it is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const MSG_UNAUTHENTICATED = 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';
const MSG_FORBIDDEN = 'Bu hesapla anlık bağlantı kurulamaz';

export interface ConnectionDeps {
  hub: SocketHub<LiveClient>;
  authTimeoutMs: number;
  /** Every message, `auth` included, takes from this socket's budget before it is even parsed. */
  messageLimits: MessageLimits;
  /** Signed-in sockets one account may hold in this process (hub.ts counts per instance). */
  maxSocketsPerAccount: number;
  findSession(tokenHash: string): Promise<SocketSession | null>;
  onError(error: unknown): void;
  /** Messages of a signed-in socket other than `auth` and `ping` (WebRTC signalling). */
  onClientMessage?(client: LiveClient, message: FeatureClientMessage): void;
  /**
   * What the features add to `ready` for this reader (the chat's unread count), read once the
   * socket receives events, so nothing changed meanwhile is missed. Must not throw.
   */
  readyDetails?(session: SocketSession): Promise<ReadyDetails>;
}

/** The parts of `ready` the features give (plugin.ts gathers them). */
export type ReadyDetails = Omit<Extract<RealtimeControl, { type: 'ready' }>, 'type' | 'userId' | 'isAdmin'>;

/** What a feature may receive from a signed-in socket. */
export type FeatureClientMessage = Exclude<RealtimeClientMessage, { type: 'auth' | 'ping' }>;

export interface LiveClient extends HubClient {
  /** Cleared by each heartbeat, set by the pong: a socket that stays silent is terminated. */
  alive: boolean;
  socket: WebSocket;
}

function sendControl(socket: WebSocket, message: RealtimeControl): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function parseClientMessage(data: unknown, isBinary: boolean) {
  if (isBinary || !Buffer.isBuffer(data)) return null;
  try {
    const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function liveClient(socket: WebSocket, session: SocketSession, tokenHash: string): LiveClient {
  return {
    userId: session.userId,
    isAdmin: session.isAdmin,
    tokenHash,
    alive: true,
    socket,
    send(data) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        return;
      }
      socket.send(data);
    },
    close(code, reason) {
      socket.close(code, reason);
    },
  };
}

/**
 * One socket's life: it must send `{type:'auth', token}` first and within the timeout, else it is
 * closed; once signed in it joins the hub and receives `ready`, then events; `ping` gets `pong`.
 */
export function acceptConnection(socket: WebSocket, deps: ConnectionDeps): void {
  // `closing`: the server has closed it and waits for the client's close frame; frames still in
  // flight are ignored.
  let state: 'waiting' | 'authenticating' | 'open' | 'closing' | 'closed' = 'waiting';
  let client: LiveClient | null = null;
  const budget = new MessageBudget(deps.messageLimits);
  // Read through a function: the socket may close while the session lookup is awaited.
  const isClosed = () => state === 'closing' || state === 'closed';

  const timer = setTimeout(() => {
    if (state !== 'waiting' && state !== 'authenticating') return;
    sendControl(socket, { type: 'error', code: 'AUTH_TIMEOUT', message: REALTIME_MSG.authTimeout });
    state = 'closing';
    socket.close(REALTIME_CLOSE_CODES.authTimeout, 'auth timeout');
  }, deps.authTimeoutMs);

  const refuse = (code: number, errorCode: string, message: string) => {
    sendControl(socket, { type: 'error', code: errorCode, message });
    state = 'closing';
    if (client) deps.hub.remove(client);
    socket.close(code, errorCode.toLowerCase());
  };

  async function authenticate(token: string): Promise<void> {
    state = 'authenticating';
    const tokenHash = hashToken(token);
    const session = await deps.findSession(tokenHash);
    if (isClosed()) return;
    if (!session) return refuse(REALTIME_CLOSE_CODES.unauthenticated, 'UNAUTHENTICATED', MSG_UNAUTHENTICATED);
    if (!session.allowed) return refuse(REALTIME_CLOSE_CODES.forbidden, 'FORBIDDEN', MSG_FORBIDDEN);
    // The new socket is refused rather than the account's oldest closed: the web client reconnects
    // whatever the close code, so a closed oldest tab would come back and close the next oldest,
    // round and round. A refused tab retries with growing delays (up to 15 s, apps/web/src/lib/realtime.ts)
    // and gets in once another tab closes. Counted in this process only: the cap bounds what one token costs each
    // instance, and behind a load balancer an account's tabs spread over instances anyway.
    if (deps.hub.countOf(session.userId) >= deps.maxSocketsPerAccount) {
      return refuse(REALTIME_CLOSE_CODES.tooManySockets, 'TOO_MANY_SOCKETS', REALTIME_MSG.tooManySockets);
    }
    clearTimeout(timer);
    state = 'open';
    client = liveClient(socket, session, tokenHash);
    deps.hub.add(client);
    const details = (await deps.readyDetails?.(session)) ?? {};
    if (isClosed()) return;
    sendControl(socket, { type: 'ready', userId: session.userId, isAdmin: session.isAdmin, ...details });
  }

  socket.on('message', (data, isBinary) => {
    if (isClosed()) return;
    const verdict = budget.take();
    if (verdict.action === 'close') {
      return refuse(REALTIME_CLOSE_CODES.policyViolation, 'RATE_LIMITED', REALTIME_MSG.floodClosed);
    }
    if (verdict.action === 'drop') {
      // Told once, not per message: an answer to every dropped message would be a flood of its own.
      if (verdict.firstDrop) sendControl(socket, { type: 'error', code: 'RATE_LIMITED', message: REALTIME_MSG.rateLimited });
      return;
    }
    const message = parseClientMessage(data, isBinary);
    if (state === 'waiting') {
      if (message?.type !== 'auth') {
        return refuse(REALTIME_CLOSE_CODES.badMessage, 'BAD_MESSAGE', REALTIME_MSG.badMessage);
      }
      authenticate(message.token).catch((error: unknown) => {
        deps.onError(error);
        socket.terminate();
      });
      return;
    }
    if (state !== 'open') return;
    if (message?.type === 'ping') sendControl(socket, { type: 'pong' });
    else if (!message) sendControl(socket, { type: 'error', code: 'BAD_MESSAGE', message: REALTIME_MSG.badMessage });
    else if (message.type !== 'auth' && client) deps.onClientMessage?.(client, message);
  });

  socket.on('pong', () => {
    if (client) client.alive = true;
  });

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(timer);
    if (client) deps.hub.remove(client);
  });
}
