import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { createOutbox, type OutboxDeps } from './outbox';
import { memoryStore, type OutboxStore } from './store';
import type { OutboxWrite } from './types';

const night = (key: string, date = '2026-03-10'): OutboxWrite => ({
  kind: 'sleep-session',
  path: '/sleep/sessions',
  body: { date, bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: 6 },
  idempotencyKey: key,
  clientTime: '2026-03-10T07:45:00.000Z',
  invalidate: [['sleep', 'sessions']],
});

const heartRate = (key: string): OutboxWrite => ({
  kind: 'heart-rate-session',
  path: '/heart-rate/sessions',
  body: {
    content_type: 'binaural',
    content_id: 'b1',
    content_name: 'Delta',
    heart_rate_before: 80,
    heart_rate_after: 70,
    duration: 600,
  },
  idempotencyKey: key,
  clientTime: '2026-03-10T21:00:00.000Z',
});

const offline = () => new ApiError(0, 'NETWORK_ERROR', 'Sunucuya ulaşılamadı.');

interface Harness {
  outbox: ReturnType<typeof createOutbox>;
  sent: OutboxWrite[];
  store: OutboxStore;
  state: { online: boolean; account: string | null; now: number; fail: unknown[] };
}

/** An outbox over a memory store whose `send` fails with the queued errors, then succeeds. */
function harness(options: { store?: OutboxStore; online?: boolean; fail?: unknown[] } = {}): Harness {
  const state = { online: options.online ?? true, account: 'user-1' as string | null, now: 1_000_000, fail: options.fail ?? [] };
  const sent: OutboxWrite[] = [];
  const store = options.store ?? memoryStore();
  const deps: OutboxDeps = {
    store,
    send: (write) => {
      sent.push(write);
      const failure = state.fail.shift();
      return failure === undefined ? Promise.resolve({ success: true, key: write.idempotencyKey }) : Promise.reject(failure);
    },
    account: () => state.account,
    isOnline: () => state.online,
    now: () => state.now,
  };
  return { outbox: createOutbox(deps), sent, store, state };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});
function track(h: Harness): Harness {
  stops.push(() => h.outbox.stop());
  return h;
}

describe('outbox: saving', () => {
  it('sends at once when it can and keeps nothing', async () => {
    const h = track(harness());
    const outcome = await h.outbox.sendOrQueue<{ key: string }>(night('key-0001'));
    expect(outcome).toEqual({ queued: false, answer: { success: true, key: 'key-0001' } });
    expect(h.outbox.items()).toEqual([]);
    expect(await h.store.all()).toEqual([]);
  });

  it('offline: keeps the write without trying, and returns at once', async () => {
    const h = track(harness({ online: false }));
    const outcome = await h.outbox.sendOrQueue(night('key-0002'));
    expect(outcome).toEqual({ queued: true });
    expect(h.sent).toEqual([]);
    const [kept] = await h.store.all();
    expect(kept).toMatchObject({ idempotencyKey: 'key-0002', accountId: 'user-1', state: 'waiting', attempts: 0 });
    expect(h.outbox.items().map((item) => item.idempotencyKey)).toEqual(['key-0002']);
  });

  it('a network error or a 5xx keeps the write; a 4xx is thrown to the screen as before', async () => {
    const h = track(
      harness({
        fail: [
          offline(),
          new ApiError(503, 'SERVICE_UNAVAILABLE', 'Meşgul'),
          new ApiError(400, 'VALIDATION_ERROR', 'Tarih geçersiz'),
        ],
      }),
    );
    expect(await h.outbox.sendOrQueue(night('key-0003'))).toEqual({ queued: true });
    expect(await h.outbox.sendOrQueue(night('key-0004', '2026-03-11'))).toEqual({ queued: true });
    await expect(h.outbox.sendOrQueue(night('key-0005', '2026-03-12'))).rejects.toMatchObject({ status: 400 });
    expect((await h.store.all()).map((item) => item.idempotencyKey).sort()).toEqual(['key-0003', 'key-0004']);
  });
});

describe('outbox: sending later', () => {
  it('sends kept writes with their own key when the connection returns, and tells who listens', async () => {
    const h = track(harness({ online: false }));
    await h.outbox.sendOrQueue(night('key-0010'));
    await h.outbox.sendOrQueue(heartRate('key-0011'));
    const delivered: string[] = [];
    h.outbox.onSent((item) => delivered.push(item.idempotencyKey));

    h.state.online = true;
    await h.outbox.flush({ force: true });
    expect(h.sent.map((write) => [write.kind, write.idempotencyKey, write.clientTime])).toEqual([
      ['sleep-session', 'key-0010', '2026-03-10T07:45:00.000Z'],
      ['heart-rate-session', 'key-0011', '2026-03-10T21:00:00.000Z'],
    ]);
    expect(delivered).toEqual(['key-0010', 'key-0011']);
    expect(h.outbox.items()).toEqual([]);
    expect(await h.store.all()).toEqual([]);
  });

  it('a reload (a new outbox on the same store) still has the writes and sends them', async () => {
    const store = memoryStore();
    const first = track(harness({ store, online: false }));
    await first.outbox.sendOrQueue(heartRate('key-0020'));
    first.outbox.stop();

    const second = track(harness({ store }));
    await second.outbox.flush({ force: true });
    expect(second.sent.map((write) => write.idempotencyKey)).toEqual(['key-0020']);
    expect(await store.all()).toEqual([]);
  });

  it('retries with backoff: not before the wait is over, unless the connection came back; always the same key', async () => {
    const h = track(harness({ fail: [offline(), offline()] }));
    await h.outbox.sendOrQueue(heartRate('key-0030'));
    expect(h.outbox.items()[0]).toMatchObject({ attempts: 1, nextAttemptAt: 1_000_000 + 5_000 });

    await h.outbox.flush();
    expect(h.sent).toHaveLength(1);
    h.state.now += 5_000;
    await h.outbox.flush();
    expect(h.sent).toHaveLength(2);
    expect(h.outbox.items()[0]).toMatchObject({ attempts: 2, nextAttemptAt: 1_005_000 + 10_000 });

    await h.outbox.flush({ force: true });
    expect(h.sent.map((write) => write.idempotencyKey)).toEqual(['key-0030', 'key-0030', 'key-0030']);
    expect(h.outbox.items()).toEqual([]);
  });

  it('the timer retries on its own once the backoff is over', async () => {
    vi.useFakeTimers();
    try {
      const h = track(harness({ fail: [new ApiError(502, 'INTERNAL_ERROR', '')] }));
      await h.outbox.sendOrQueue(heartRate('key-0035'));
      expect(h.outbox.items()).toHaveLength(1);
      h.state.now += 5_000;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(h.sent).toHaveLength(2);
      expect(h.outbox.items()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("'still being processed' (409 IDEMPOTENCY_IN_PROGRESS) waits; another 4xx is kept as refused with the server's words", async () => {
    const h = track(harness({ online: false }));
    await h.outbox.sendOrQueue(night('key-0040'));
    await h.outbox.sendOrQueue(night('key-0041', '2026-03-11'));
    h.state.online = true;
    h.state.fail = [
      new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'Bu işlem hâlâ işleniyor.'),
      new ApiError(409, 'CONFLICT', 'Bu tarih için zaten bir kaydınız var'),
    ];
    await h.outbox.flush({ force: true });
    const byKey = Object.fromEntries(h.outbox.items().map((item) => [item.idempotencyKey, item]));
    expect(byKey['key-0040']).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(byKey['key-0041']).toMatchObject({ state: 'refused', refusal: 'Bu tarih için zaten bir kaydınız var' });

    // A refused write is never sent again; it goes when the participant lets it go.
    await h.outbox.flush({ force: true });
    expect(h.sent.map((write) => write.idempotencyKey)).toEqual(['key-0040', 'key-0041', 'key-0040']);
    await h.outbox.discard('key-0041');
    expect(h.outbox.items()).toEqual([]);
  });

  it("sends only the signed-in account's writes, and stops on a 401 without losing any", async () => {
    const h = track(harness({ online: false }));
    await h.outbox.sendOrQueue(night('key-0050'));
    h.state.account = 'user-2';
    await h.outbox.sendOrQueue(night('key-0051'));
    h.state.online = true;
    h.state.fail = [new ApiError(401, 'UNAUTHENTICATED', '')];
    await h.outbox.flush({ force: true });
    expect(h.sent.map((write) => write.idempotencyKey)).toEqual(['key-0051']);
    expect(h.outbox.items().map((item) => [item.idempotencyKey, item.state])).toEqual([
      ['key-0050', 'waiting'],
      ['key-0051', 'waiting'],
    ]);

    h.state.account = null;
    await h.outbox.flush({ force: true });
    expect(h.sent).toHaveLength(1);
    h.state.account = 'user-1';
    await h.outbox.flush({ force: true });
    expect(h.sent.map((write) => write.idempotencyKey)).toEqual(['key-0051', 'key-0050']);
  });

  it('a dropped connection stops the round: the other writes wait instead of failing one by one', async () => {
    const h = track(harness({ online: false }));
    await h.outbox.sendOrQueue(night('key-0060'));
    await h.outbox.sendOrQueue(night('key-0061', '2026-03-11'));
    h.state.online = true;
    h.state.fail = [offline()];
    await h.outbox.flush({ force: true });
    expect(h.sent).toHaveLength(1);
    expect(h.outbox.items()).toHaveLength(2);
  });

  it('two flushes at once send each write once', async () => {
    const h = track(harness({ online: false }));
    await h.outbox.sendOrQueue(night('key-0070'));
    h.state.online = true;
    await Promise.all([h.outbox.flush({ force: true }), h.outbox.flush({ force: true })]);
    expect(h.sent.map((write) => write.idempotencyKey)).toEqual(['key-0070']);
  });
});
