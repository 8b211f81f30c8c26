import { useEffect, useRef, useSyncExternalStore } from 'react';
import { REALTIME_PATH, type RealtimeClientMessage, type RealtimeServerMessage } from '@uyku/domain';
import type * as RealtimeMessages from './realtime-messages';
import { sessionStore } from './session';
import { whenIdle } from './when-idle';

/**
 * The tab's one realtime socket (design "Realtime"). It is open while someone listens and a user
 * is signed in; it authenticates with the stored token, reconnects with growing, jittered delays
 * and tells listeners `ready` after every (re)connection — their cue to refetch, so an event
 * missed while offline (a server restart, a tunnel, a sleeping phone) is read from the database.
 */

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';
export type RealtimeListener = (message: RealtimeServerMessage) => void;

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 15_000;
/** The client pings this often, and gives up on a socket silent for KEEPALIVE_DEAD_MS. */
const KEEPALIVE_MS = 25_000;
const KEEPALIVE_DEAD_MS = 60_000;
/** A listener leaving and another arriving (a page change) should not drop the socket. */
const IDLE_CLOSE_MS = 2_000;
/**
 * The first connection waits for the first screen: opening the socket, signing it in and the
 * refetch its `ready` sets off were ~20 % of a signed-in page's start on a throttled phone, and the
 * screen shows nothing of them; `ready` then reads anything sent meanwhile
 * (docs/decisions/025-first-render-main-thread.md).
 */
const FIRST_CONNECT_WAIT_MS = 2_000;

/** "Equal jitter": half the exponential step plus a random half, so tabs do not reconnect in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return step / 2 + random() * (step / 2);
}

/** Calls `then` once the page has loaded and the browser has had an idle moment after it. */
function afterPageIdle(then: () => void): void {
  const idle = () => void whenIdle(then, FIRST_CONNECT_WAIT_MS);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

type ServerMessageSchema = (typeof RealtimeMessages)['realtimeServerMessageSchema'];

/** The messages' schema, loaded once, with the first connection (see realtime-messages.ts). */
let serverMessages: Promise<typeof RealtimeMessages> | undefined;
const loadServerMessages = () => (serverMessages ??= import('./realtime-messages'));

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${REALTIME_PATH}`;
}

class RealtimeConnection {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private lastHeardAt = 0;
  private status: RealtimeStatus = 'idle';
  private readonly listeners = new Set<RealtimeListener>();
  private readonly statusListeners = new Set<() => void>();
  private started = false;
  /**
   * Unset until the page's first screen is done (afterPageIdle) and the messages' schema has
   * loaded: no socket before.
   */
  private messages: ServerMessageSchema | undefined;
  /** Messages sent while the socket is not signed in yet, delivered after the next `ready`. */
  private outbox: string[] = [];

  subscribe(listener: RealtimeListener): () => void {
    this.start();
    this.listeners.add(listener);
    clearTimeout(this.idleTimer);
    this.sync();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.idleTimer = setTimeout(() => this.sync(), IDLE_CLOSE_MS);
    };
  }

  getStatus = (): RealtimeStatus => this.status;

  /**
   * Sends a message to the server (the video room's signalling). While the socket is not signed in
   * it waits for the next `ready`; it is dropped if the user signs out first.
   */
  send(message: Exclude<RealtimeClientMessage, { type: 'auth' | 'ping' }>): void {
    const data = JSON.stringify(message);
    if (this.status === 'open' && this.socket?.readyState === WebSocket.OPEN) this.socket.send(data);
    else this.outbox.push(data);
  }

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Signing in, out or as someone else changes the socket; coming back online retries at once. */
  private start(): void {
    if (this.started) return;
    this.started = true;
    afterPageIdle(() => this.loadMessages());
    sessionStore.subscribe(() => this.sync());
    const retryNow = () => {
      if (this.retryTimer === undefined) return;
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.sync();
    };
    window.addEventListener('online', retryNow);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && retryNow());
  }

  /** Loads the messages' schema, then connects; a failed load (offline, no stored file) is tried again. */
  private loadMessages(): void {
    loadServerMessages().then(
      ({ realtimeServerMessageSchema }) => {
        this.messages = realtimeServerMessageSchema;
        this.sync();
      },
      () => {
        serverMessages = undefined;
        setTimeout(() => this.loadMessages(), BACKOFF_MAX_MS);
      },
    );
  }

  /** Opens, keeps or closes the socket so that it matches: listeners present and a token stored. */
  private sync(): void {
    const token = sessionStore.get().token;
    if (this.listeners.size === 0 || !token) return this.disconnect();
    if (this.token !== null && token !== this.token) this.disconnect();
    if (!this.socket && this.retryTimer === undefined && this.messages) this.connect(token, this.messages);
  }

  private connect(token: string, messages: ServerMessageSchema): void {
    this.token = token;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(socketUrl());
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeardAt = Date.now();
      socket.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (event) => {
      this.lastHeardAt = Date.now();
      let parsed;
      try {
        parsed = messages.safeParse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      // An event type this build does not know yet (a newer server) is skipped, not fatal.
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') {
        this.attempt = 0;
        this.setStatus('open');
        this.startKeepalive(socket);
        for (const data of this.outbox.splice(0)) socket.send(data);
      }
      for (const listener of [...this.listeners]) listener(parsed.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.keepalive);
      this.scheduleReconnect();
    };
  }

  private startKeepalive(socket: WebSocket): void {
    clearInterval(this.keepalive);
    this.keepalive = setInterval(() => {
      if (Date.now() - this.lastHeardAt > KEEPALIVE_DEAD_MS) socket.close();
      else if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
    }, KEEPALIVE_MS);
  }

  private scheduleReconnect(): void {
    if (this.listeners.size === 0 || !sessionStore.get().token) return this.disconnect();
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.sync();
    }, delay);
  }

  private disconnect(): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.keepalive);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.token = null;
    this.attempt = 0;
    this.outbox = [];
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setStatus('idle');
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

export const realtime = new RealtimeConnection();

/** Calls `listener` with every realtime message while the component is mounted. */
export function useRealtimeMessages(listener: RealtimeListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtime.subscribe((message) => latest.current(message)), []);
}

export function useRealtimeStatus(): RealtimeStatus {
  // The server snapshot is the status before any socket (the build's prerender renders pages for their styles).
  return useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus, realtime.getStatus);
}
