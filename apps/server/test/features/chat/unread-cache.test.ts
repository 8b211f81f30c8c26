import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../src/config.js';
import { EXPERT_TOTAL, UnreadCache } from '../../../src/features/chat/unread-cache.js';
import { LISTENER_APPLICATION_NAME } from '../../../src/db/client.js';
import { messages } from '../../../src/db/schema/index.js';
import { expertUnread, participantUnread } from '../../../src/features/chat/unread.js';
import { asAdmin, asParticipant } from '../../support/factories.js';
import { insertMessage, sendThroughApi, unreadOf } from '../../support/factories-chat.js';
import { buildTestApp, buildTestCluster, call, type TestApp } from '../../support/helpers.js';
import { listenForSockets, signedInSocket, type TestSocket } from '../../support/realtime-helpers.js';

/**
 * The in-memory unread counts (docs/decisions/011-api-performance.md) with the cache on,
 * as in production: two instances on one database. Each change is made through one instance; that
 * instance answers the new count at once, and the other as soon as the change's delivery has
 * reached it (the moment its own sockets hear of it) — both from memory, both equal to the database.
 */
const cacheOn = (): Partial<AppConfig> => {
  const { timeouts } = loadConfig({});
  return { timeouts: { ...timeouts, sessionCacheMs: 0, unreadCacheMs: 60_000 } };
};

let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
let first: TestApp;
let second: TestApp;
let admin: { token: string };
/** Socket addresses of the two instances. */
const urls = new Map<TestApp, string>();
/** An admin's socket on each instance: the expert total's deliveries arrive there. */
const adminSockets = new Map<TestApp, TestSocket>();

beforeAll(async () => {
  cluster = await buildTestCluster(2, cacheOn());
  [first, second] = cluster.apps as [TestApp, TestApp];
  admin = await asAdmin(first.app, first.db);
  for (const instance of [first, second]) {
    urls.set(instance, await listenForSockets(instance.app));
    adminSockets.set(instance, await signedInSocket(urls.get(instance)!, admin.token));
  }
});
afterAll(async () => {
  for (const socket of adminSockets.values()) await socket.close();
  await cluster?.close();
});

/** Resolves once `socket` has received a `chat.unread` after `from` messages: the delivery arrived. */
async function heard(socket: TestSocket, from: number): Promise<void> {
  await expect
    .poll(() => socket.received.slice(from).some((message) => message.type === 'chat.unread'), { timeout: 5_000 })
    .toBe(true);
}

const truthOf = async (participantId: string) => ({
  participant: await participantUnread(first.db, participantId),
  expert: await expertUnread(first.db),
});

/**
 * Makes `change` through `via`, then checks both counts on both instances against the database:
 * on `via` straight away, on the other once the change's deliveries have reached it.
 */
async function expectExactAfter(
  participant: Awaited<ReturnType<typeof participantWithSockets>>,
  via: TestApp,
  change: () => Promise<void>,
  reaches: { participant: boolean; expert: boolean },
): Promise<{ participant: number; expert: number }> {
  const other = via === first ? second : first;
  // Both instances hold both counts before the change, so only the change can move them.
  for (const instance of [first, second]) {
    await unreadOf(instance.app, participant.token);
    await unreadOf(instance.app, admin.token);
  }
  const participantSocket = participant.sockets.get(other)!;
  const adminSocket = adminSockets.get(other)!;
  const marks = { participant: participantSocket.received.length, admin: adminSocket.received.length };
  await change();
  const truth = await truthOf(participant.id);
  expect(await unreadOf(via.app, participant.token)).toBe(truth.participant);
  expect(await unreadOf(via.app, admin.token)).toBe(truth.expert);
  if (reaches.participant) await heard(participantSocket, marks.participant);
  if (reaches.expert) await heard(adminSocket, marks.admin);
  expect(await unreadOf(other.app, participant.token)).toBe(truth.participant);
  expect(await unreadOf(other.app, admin.token)).toBe(truth.expert);
  return truth;
}

/** A participant with a socket on each instance: a change through one reaches the other's through the bus. */
async function participantWithSockets() {
  const { user, token } = await asParticipant(first.app, first.db);
  const sockets = new Map<TestApp, TestSocket>();
  for (const instance of [first, second]) sockets.set(instance, await signedInSocket(urls.get(instance)!, token));
  return { id: user.id, token, sockets, close: async () => Promise.all([...sockets.values()].map((socket) => socket.close())) };
}

describe('unread counts in memory, two instances', () => {
  it('answers from memory: a row changed behind the app’s back is not seen until a change is announced', async () => {
    const p = await participantWithSockets();
    expect(await unreadOf(second.app, p.token)).toBe(0);
    const expertBefore = await unreadOf(second.app, admin.token);
    const behind = [
      await insertMessage(first.db, { userId: p.id, sender: 'expert' }),
      await insertMessage(first.db, { userId: p.id, sender: 'user' }),
    ];
    expect(await unreadOf(second.app, p.token)).toBe(0);
    expect(await unreadOf(second.app, admin.token)).toBe(expertBefore);
    await first.db.delete(messages).where(
      inArray(
        messages.id,
        behind.map((row) => row.id),
      ),
    );
    await p.close();
  });

  it('keeps both instances exact through sending, reading, deleting and mark-all-read', async () => {
    const p = await participantWithSockets();
    const before = await truthOf(p.id);

    // Sending, both sides: a participant's line adds to the expert total, the expert's to the participant's.
    let truth = await expectExactAfter(
      p,
      first,
      async () => void (await sendThroughApi(first.app, p.token, { text: 'Bu gece uyuyamadım.' })),
      { participant: false, expert: true },
    );
    expect(truth.expert).toBe(before.expert + 1);
    truth = await expectExactAfter(
      p,
      first,
      async () => void (await sendThroughApi(first.app, admin.token, { text: 'Geçmiş olsun.', userId: p.id })),
      { participant: true, expert: false },
    );
    expect(truth.participant).toBe(1);

    // A message sent through the second is counted by the first at once.
    truth = await expectExactAfter(
      p,
      second,
      async () => void (await sendThroughApi(second.app, admin.token, { text: 'Nasılsınız?', userId: p.id })),
      { participant: true, expert: false },
    );
    expect(truth.participant).toBe(2);

    // Mark-read through the second, seen by the first; its answer is the new count.
    truth = await expectExactAfter(
      p,
      second,
      async () => {
        const answer = await call(second.app, 'POST', '/api/chat/mark-read', { token: p.token, body: {} });
        expect(answer.json()).toMatchObject({ unreadCount: 0 });
      },
      { participant: true, expert: false },
    );
    expect(truth.participant).toBe(0);

    // Deleting an unread line takes it off the count; the admin reading the conversation clears it.
    const second_line = await sendThroughApi(first.app, p.token, { text: 'Bir şey daha soracaktım.' });
    truth = await expectExactAfter(
      p,
      first,
      async () =>
        void expect(
          (await call(first.app, 'DELETE', `/api/chat/messages/${second_line.id}`, { token: p.token })).statusCode,
        ).toBe(200),
      { participant: false, expert: true },
    );
    expect(truth.expert).toBe(before.expert + 1);
    truth = await expectExactAfter(
      p,
      second,
      async () => {
        const answer = await call(second.app, 'POST', '/api/chat/mark-read', { token: admin.token, body: { userId: p.id } });
        expect(answer.json()).toMatchObject({ unreadCount: before.expert });
      },
      { participant: false, expert: true },
    );
    expect(truth.expert).toBe(before.expert);

    // The admin deletes an unread reply of theirs; then mark-all-read on both sides.
    const reply = await sendThroughApi(first.app, admin.token, { text: 'Yanlış yazdım.', userId: p.id });
    await expectExactAfter(
      p,
      first,
      async () =>
        void expect((await call(first.app, 'DELETE', `/api/chat/messages/${reply.id}`, { token: admin.token })).statusCode).toBe(
          200,
        ),
      { participant: true, expert: false },
    );
    await sendThroughApi(second.app, admin.token, { text: 'Yarın konuşalım.', userId: p.id });
    await sendThroughApi(second.app, p.token, { text: 'Tamam.' });
    truth = await expectExactAfter(
      p,
      first,
      async () =>
        void expect((await call(first.app, 'POST', '/api/chat/mark-all-read', { token: p.token })).statusCode).toBe(200),
      { participant: true, expert: false },
    );
    expect(truth.participant).toBe(0);
    truth = await expectExactAfter(
      p,
      first,
      async () =>
        void expect((await call(first.app, 'POST', '/api/chat/mark-all-read', { token: admin.token })).statusCode).toBe(200),
      { participant: false, expert: true },
    );
    expect(truth.expert).toBe(0);
    await p.close();
  });

  it('follows a deleted conversation, a deleted account and an admin deleting a user on both instances', async () => {
    const conversation = await participantWithSockets();
    await sendThroughApi(first.app, conversation.token, { text: 'Merhaba.' });
    await sendThroughApi(first.app, admin.token, { text: 'Merhaba, buyurun.', userId: conversation.id });
    const truth = await expectExactAfter(
      conversation,
      second,
      async () =>
        void expect(
          (await call(second.app, 'DELETE', `/api/chat/conversations/${conversation.id}`, { token: admin.token })).statusCode,
        ).toBe(200),
      { participant: true, expert: true },
    );
    expect(truth.participant).toBe(0);
    await conversation.close();

    for (const erase of ['own account', 'admin'] as const) {
      const leaving = await asParticipant(first.app, first.db);
      await sendThroughApi(first.app, leaving.token, { text: 'Görüşmek üzere.' });
      await sendThroughApi(first.app, leaving.token, { text: 'Hoşça kalın.' });
      const expertBefore = await expertUnread(first.db);
      expect(await unreadOf(second.app, admin.token)).toBe(expertBefore);
      expect(await unreadOf(first.app, admin.token)).toBe(expertBefore);
      const mark = adminSockets.get(second)!.received.length;
      const response =
        erase === 'own account'
          ? await call(first.app, 'DELETE', '/api/user/account', { token: leaving.token })
          : await call(first.app, 'DELETE', `/api/admin/users/${leaving.user.id}`, { token: admin.token });
      expect(response.statusCode, erase).toBe(200);
      expect(await expertUnread(first.db)).toBe(expertBefore - 2);
      expect(await unreadOf(first.app, admin.token)).toBe(expertBefore - 2);
      await heard(adminSockets.get(second)!, mark);
      expect(await unreadOf(second.app, admin.token)).toBe(expertBefore - 2);
    }
  });

  it('counts a chat event from the database when another instance shares it', () => {
    // Two instances: the first cannot know what the second committed before its delivery arrives.
    expect(first.app.unread.soleWriter()).toBe(false);
  });
});

describe('unread counts in memory, one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(cacheOn());
  });
  afterAll(async () => t?.close());

  it('carries counts kept by its own deltas in chat events when it alone writes the database (PGlite)', async () => {
    expect(t.app.unread.soleWriter()).toBe(t.database.kind === 'pglite');
    const a = await asAdmin(t.app, t.db);
    const p = await asParticipant(t.app, t.db);
    const url = await listenForSockets(t.app);
    const socket = await signedInSocket(url, a.token);
    expect(await unreadOf(t.app, a.token)).toBe(0);
    await sendThroughApi(t.app, p.token, { text: 'İlk mesajım.' });
    expect((await socket.next('chat.unread')).unreadCount).toBe(1);
    expect(await unreadOf(t.app, a.token)).toBe(1);
    await sendThroughApi(t.app, p.token, { text: 'İkinci mesajım.' });
    expect((await socket.next('chat.unread')).unreadCount).toBe(2);
    expect(await unreadOf(t.app, a.token)).toBe(await expertUnread(t.db));
    await socket.close();
  });

  it('forgets every count when the LISTEN connection is replaced (PostgreSQL)', async ({ skip }) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return skip('PGlite has no LISTEN connection to lose');
    const a = await asAdmin(t.app, t.db);
    const { user, token } = await asParticipant(t.app, t.db);
    const p = { id: user.id, token };
    const cached = await unreadOf(t.app, a.token);
    expect(await unreadOf(t.app, p.token)).toBe(0);
    // Behind the app's back, as a change whose delivery was lost while the connection was down.
    await insertMessage(t.db, { userId: p.id, sender: 'expert' });
    await insertMessage(t.db, { userId: p.id, sender: 'user' });
    expect(await unreadOf(t.app, p.token)).toBe(0);

    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2', [
      LISTENER_APPLICATION_NAME,
      result.rows[0]?.name,
    ]);
    await admin.end();
    await expect.poll(() => unreadOf(t.app, p.token), { timeout: 10_000 }).toBe(1);
    expect(await unreadOf(t.app, a.token)).toBe(cached + 1);
    await t.db.delete(messages).where(eq(messages.userId, p.id));
  });
});

describe('UnreadCache', () => {
  const deferred = () => {
    let resolve: (value: number) => void = () => undefined;
    const promise = new Promise<number>((done) => (resolve = done));
    return { promise, resolve };
  };

  it('does not keep a read that was under way while the count was forgotten or changed', async () => {
    const cache = new UnreadCache(60_000, 10);
    const forgotten = deferred();
    const read = cache.through('p1', () => forgotten.promise);
    cache.forget('p1');
    forgotten.resolve(3);
    expect(await read).toBe(3);
    expect(cache.get('p1')).toBeUndefined();

    // A read that ran entirely inside a write may already include it: keeping it, then adding the
    // write's delta, would count the write twice.
    const write = deferred();
    const writing = cache.change(
      [EXPERT_TOTAL],
      () => write.promise,
      () => 1,
    );
    expect(await cache.through(EXPERT_TOTAL, async () => 5)).toBe(5);
    expect(cache.get(EXPERT_TOTAL)).toBeUndefined();
    write.resolve(0);
    await writing;
    expect(cache.get(EXPERT_TOTAL)).toBeUndefined();
  });

  it('applies a write’s delta to a held count, forgets it when the write fails, and forgets all at once', async () => {
    const cache = new UnreadCache(60_000, 10);
    await cache.through(EXPERT_TOTAL, async () => 4);
    await cache.through('p1', async () => 2);
    await cache.change(
      [EXPERT_TOTAL, 'p1'],
      async () => [1, 2],
      (rows, key) => (key === EXPERT_TOTAL ? rows.length : -1),
    );
    expect(cache.get(EXPERT_TOTAL)).toBe(6);
    expect(cache.get('p1')).toBe(1);
    await expect(
      cache.change(
        ['p1'],
        () => Promise.reject(new Error('bağlantı koptu')),
        () => -1,
      ),
    ).rejects.toThrow();
    expect(cache.get('p1')).toBeUndefined();
    cache.forgetAll();
    expect(cache.get(EXPERT_TOTAL)).toBeUndefined();
  });

  it('keeps a count no longer than its lifetime and no more participants than its bound', async () => {
    let now = 1_000;
    const cache = new UnreadCache(60_000, 2, () => now);
    for (const id of ['a', 'b', 'c']) await cache.through(id, async () => 1);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    await cache.through(EXPERT_TOTAL, async () => 7);
    now += 60_001;
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get(EXPERT_TOTAL)).toBeUndefined();
    const off = new UnreadCache(0, 10);
    await off.through('a', async () => 1);
    expect(off.get('a')).toBeUndefined();
  });
});
