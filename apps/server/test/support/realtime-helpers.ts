import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { realtimeServerMessageSchema, type RealtimeServerMessage } from '@uyku/domain';

/** A realtime socket for tests: records what arrives and waits for what a test expects. */
export interface TestSocket {
  socket: WebSocket;
  /** Everything received, in order. */
  received: RealtimeServerMessage[];
  /** The first not yet taken message matching `match`, waiting up to `timeoutMs` for it. */
  next<T extends RealtimeServerMessage['type']>(
    type: T,
    match?: (message: Extract<RealtimeServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>;
  send(message: unknown): void;
  /** Resolves with the close code and reason once the server (or the test) closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export class UpgradeRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`upgrade refused with ${statusCode}`);
  }
}

/** Starts the test app's HTTP server on a free loopback port; returns the socket URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}/api/realtime`;
}

export function openSocket(url: string, options: { origin?: string } = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const received: RealtimeServerMessage[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();

  socket.on('message', (data) => {
    const parsed = realtimeServerMessageSchema.safeParse(JSON.parse(String(data)));
    if (!parsed.success) throw new Error(`unexpected realtime message: ${String(data)}`);
    received.push(parsed.data);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  const testSocket: TestSocket = {
    socket,
    received,
    closed,
    next(type, match, timeoutMs = 5_000) {
      type Wanted = Extract<RealtimeServerMessage, { type: typeof type }>;
      const find = (): Wanted | undefined => {
        for (let i = 0; i < received.length; i++) {
          const message = received[i] as RealtimeServerMessage;
          if (taken.has(i) || message.type !== type) continue;
          if (match && !match(message as Wanted)) continue;
          taken.add(i);
          return message as Wanted;
        }
        return undefined;
      };
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no ${type} within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        const wake = () => {
          const message = find();
          if (!message) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(message);
        };
        waiters.add(wake);
      });
    },
    send(message) {
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };

  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(testSocket));
    socket.once('unexpected-response', (request, response) => {
      response.resume();
      request.destroy();
      reject(new UpgradeRefused(response.statusCode ?? 0));
    });
    // Errors after the handshake surface as a close; before it, they fail the opening.
    socket.on('error', reject);
  });
}

/** Opens a socket, signs it in with the token and waits for `ready`. */
export async function signedInSocket(url: string, token: string, options: { origin?: string } = {}): Promise<TestSocket> {
  const socket = await openSocket(url, options);
  socket.send({ type: 'auth', token });
  await socket.next('ready');
  return socket;
}
