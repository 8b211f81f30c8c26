import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { outbox, sendOrQueue } from './device-outbox';
import { newIdempotencyKey } from './key';
import { testUser } from '../../test/session-user';

/**
 * The app's outbox as the screens use it, over the real API client: the headers every write
 * carries (docs/decisions/019-idempotent-writes.md), and a heart-rate session saved without a
 * connection that goes out, once, with the same key when the connection returns.
 */

const user = testUser({ abGroup: 'experiment' });
const session = {
  content_type: 'binaural',
  content_id: 'b1',
  content_name: 'Delta Uyku',
  heart_rate_before: 82,
  heart_rate_after: 71,
  duration: 600,
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sessionStore.signIn(user, 'token-1');
});
afterEach(async () => {
  outbox.stop();
  for (const item of outbox.items()) await outbox.discard(item.idempotencyKey);
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the device outbox', () => {
  it('sends the key, the time of the press and the token with the write', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(answer(201, { success: true, id: 'h1' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const key = newIdempotencyKey();
    const outcome = await sendOrQueue({
      kind: 'heart-rate-session',
      path: '/heart-rate/sessions',
      body: session,
      idempotencyKey: key,
      clientTime: '2026-03-10T21:00:00.000Z',
    });
    expect(outcome).toEqual({ queued: false, answer: { success: true, id: 'h1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/heart-rate/sessions');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'idempotency-key': key,
      'x-client-time': '2026-03-10T21:00:00.000Z',
      Authorization: 'Bearer token-1',
    });
    expect(JSON.parse(String(init?.body))).toEqual(session);
  });

  it('a heart-rate session saved while the network fails is kept, then sent once with the same key on `online`', async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const key = newIdempotencyKey();
    const outcome = await sendOrQueue({
      kind: 'heart-rate-session',
      path: '/heart-rate/sessions',
      body: session,
      idempotencyKey: key,
      clientTime: '2026-03-10T21:00:00.000Z',
    });
    expect(outcome).toEqual({ queued: true });
    expect(outbox.items()).toMatchObject([
      { kind: 'heart-rate-session', idempotencyKey: key, accountId: 'u1', state: 'waiting' },
    ]);

    // The server answers again: the first time, then a replay of the same key (Idempotent-Replayed).
    fetchMock.mockImplementation(() => Promise.resolve(answer(201, { success: true, id: 'h1' })));
    await outbox.flush({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toEqual([key, key]);
    expect(outbox.items()).toEqual([]);
  });

  it('offline, nothing is tried and the save returns at once', async () => {
    online = false;
    const fetchMock = vi.fn(() => Promise.resolve(answer(201, {})));
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await sendOrQueue({
      kind: 'form-response',
      path: '/forms/responses',
      body: { form_type_id: 'f1', responses: { filled: true } },
      idempotencyKey: newIdempotencyKey(),
      clientTime: new Date().toISOString(),
      label: 'Haftalık Anket',
    });
    expect(outcome).toEqual({ queued: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outbox.items()).toMatchObject([{ kind: 'form-response', label: 'Haftalık Anket' }]);
  });

  it('makes keys the server accepts, also without crypto.randomUUID', () => {
    const pattern = /^[A-Za-z0-9_-]{8,128}$/;
    expect(newIdempotencyKey()).toMatch(pattern);
    const real = globalThis.crypto;
    // An insecure context: no randomUUID, only getRandomValues.
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });
    const key = newIdempotencyKey();
    expect(key).toMatch(pattern);
    expect(key).toHaveLength(32);
  });
});
