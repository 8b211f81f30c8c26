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
import type { SocketSession } from './sessions.js';

/** A socket that cannot drain this much is not reading; it is dropped rather than buffered forever. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const MSG_UNAUTHENTICATED = 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';
const MSG_FORBIDDEN = 'Bu hesapla anlık bağlantı kurulamaz';

export interface ConnectionDeps {
  hub: SocketHub<LiveClient>;
  authTimeoutMs: number;
  findSession(tokenHash: string): Promise<SocketSession | null>;
  onError(error: unknown): void;
  /** Messages of a signed-in socket other than `auth` and `ping` (WebRTC signalling). */
  onClientMessage?(client: LiveClient, message: FeatureClientMessage): void;
}

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
  let state: 'waiting' | 'authenticating' | 'open' | 'closed' = 'waiting';
  let client: LiveClient | null = null;
  // Read through a function: the socket may close while the session lookup is awaited.
  const isClosed = () => state === 'closed';

  const timer = setTimeout(() => {
    if (state !== 'waiting' && state !== 'authenticating') return;
    sendControl(socket, { type: 'error', code: 'AUTH_TIMEOUT', message: REALTIME_MSG.authTimeout });
    socket.close(REALTIME_CLOSE_CODES.authTimeout, 'auth timeout');
  }, deps.authTimeoutMs);

  const refuse = (code: number, errorCode: string, message: string) => {
    sendControl(socket, { type: 'error', code: errorCode, message });
    socket.close(code, errorCode.toLowerCase());
  };

  async function authenticate(token: string): Promise<void> {
    state = 'authenticating';
    const tokenHash = hashToken(token);
    const session = await deps.findSession(tokenHash);
    if (isClosed()) return;
    if (!session) return refuse(REALTIME_CLOSE_CODES.unauthenticated, 'UNAUTHENTICATED', MSG_UNAUTHENTICATED);
    if (!session.allowed) return refuse(REALTIME_CLOSE_CODES.forbidden, 'FORBIDDEN', MSG_FORBIDDEN);
    clearTimeout(timer);
    state = 'open';
    client = liveClient(socket, session, tokenHash);
    deps.hub.add(client);
    sendControl(socket, { type: 'ready', userId: session.userId, isAdmin: session.isAdmin });
  }

  socket.on('message', (data, isBinary) => {
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
