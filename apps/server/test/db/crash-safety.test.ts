import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '@uyku/domain';
import { openPglite, openPostgres } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { consents, sessions, users } from '../../src/db/schema/index.js';
import { hashToken, newSessionToken } from '../../src/lib/tokens.js';
import { sleepBody } from '../support/factories-sleep.js';
import { createScratchDatabase } from '../support/scratch-database.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/**
 * A night's diary entries survive a crash: the real server (PGlite on disk, or PostgreSQL with
 * TEST_DATABASE_URL) takes a burst of diary nights and chat messages from several participants,
 * is killed with SIGKILL in the middle of it, and is started again on the same data. Every write it
 * acknowledged (201) is there, whole; a write cut off by the crash is either absent or whole, never
 * partial or doubled; and the participants' sessions still work.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
const CLIENTS = 4;
/** Nights and messages each participant may send in the burst (it ends at the kill). */
const WRITES_PER_KIND = 30;
/** Writes started together every 2 ms. */
const BATCH = 8;
/** The kill comes with this many writes acknowledged. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

interface Write {
  kind: 'night' | 'message';
  token: string;
  /** The night's date or the message's text: unique per write. */
  key: string;
  body: Record<string, unknown>;
  /** The 201 answer's record, when the server acknowledged the write. */
  acknowledged?: Record<string, unknown>;
}

let work: string;
let env: Record<string, string>;
let drop: (() => Promise<void>) | undefined;
const tokens: string[] = [];

/** Participants with sessions and consents, written before the first start (no argon2 in the way). */
async function seed(): Promise<void> {
  const handle = serverUrl ? await openPostgres(env.DATABASE_URL!) : await openPglite(env.DATA_DIR);
  try {
    await migrateDatabase(handle);
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({
          name: `Katılımcı ${i + 1}`,
          phone: `0555000000${i}`,
          passwordHash: '!',
          isApproved: true,
        })),
      )
      .returning({ id: users.id });
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    for (const { id } of rows) {
      const token = newSessionToken();
      tokens.push(token);
      await handle.db.insert(sessions).values({ userId: id, tokenHash: hashToken(token), expiresAt });
      await handle.db
        .insert(consents)
        .values(LEGAL_DOCUMENT_KEYS.map((document) => ({ userId: id, document, version: LEGAL_DOCUMENTS[document].version })));
    }
  } finally {
    await handle.close();
  }
}

const pick = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));

async function request(server: ServerProcess, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'uyku-crash-'));
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'uyku_crash');
    env = { DATABASE_URL: scratch.url };
    drop = scratch.drop;
  } else {
    env = { DATA_DIR: work, DATABASE_URL: '' };
  }
  await seed();
});
afterAll(async () => {
  await drop?.();
  await rm(work, { recursive: true, force: true });
});

describe(`crash safety on ${engine}`, () => {
  it(
    'keeps every acknowledged write whole after a SIGKILL mid-burst, and the sessions still work',
    { timeout: 120_000 },
    async () => {
      const first = await startServerProcess(env);
      const unexpected: string[] = [];
      let acknowledged = 0;
      let killed = false;

      // An open-loop burst: every participant's nights and messages, a few every couple of
      // milliseconds whatever the answers, faster than the server writes them, so a backlog is in
      // the server when it dies. The kill comes from inside the answer that reaches the threshold.
      const writes: Write[] = Array.from({ length: WRITES_PER_KIND }, (_, i) =>
        tokens.flatMap((token, client): Write[] => {
          const day = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
          const text = `Kesinti mesajı ${client}-${i}`;
          return [
            { kind: 'night', token, key: day, body: sleepBody({ date: day, notes: `Kesinti testi ${client}-${i}` }) },
            { kind: 'message', token, key: text, body: { text } },
          ];
        }),
      ).flat();
      const send = async (write: Write) => {
        try {
          const url = write.kind === 'night' ? '/api/sleep/sessions' : '/api/chat/messages';
          const answer = await request(first, 'POST', url, write.token, write.body);
          if (answer.status !== 201) unexpected.push(`${write.key}: ${answer.status}`);
          write.acknowledged = (answer.json.session ?? answer.json.chatMessage) as Record<string, unknown>;
          acknowledged += 1;
          if (acknowledged === ACKNOWLEDGED_BEFORE_KILL) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          if (!killed) unexpected.push(`${write.key}: connection failed before the kill`);
        }
      };
      const sent: Promise<void>[] = [];
      for (let at = 0; at < writes.length && !killed; at += BATCH) {
        for (const write of writes.slice(at, at + BATCH)) sent.push(send(write));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const issued = writes.slice(0, sent.length);
      await Promise.all(sent);
      await first.kill();
      expect(unexpected).toEqual([]);
      expect(acknowledged).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      // The kill cut requests off: otherwise this test proves nothing about half-done writes.
      expect(issued.some((w) => !w.acknowledged)).toBe(true);

      // Every night is sent with the same values but its date and notes: an acknowledged one shows what a whole one looks like.
      const wholeNight = issued.find((w) => w.kind === 'night' && w.acknowledged)?.acknowledged;
      expect(wholeNight).toBeDefined();

      const second = await startServerProcess(env);
      try {
        for (const token of tokens) {
          const mine = issued.filter((w) => w.token === token);
          // The session made before the crash still signs the participant in.
          const list = await request(second, 'GET', '/api/sleep/sessions', token);
          expect(list.status).toBe(200);
          const nights = list.json.sessions as { id: string; sleep_date: string }[];
          const nightsSent = new Map(mine.filter((w) => w.kind === 'night').map((w) => [w.key, w]));
          // No night twice, none that was not sent.
          expect(new Set(nights.map((n) => n.sleep_date)).size).toBe(nights.length);
          for (const night of nights) expect(nightsSent.has(night.sleep_date), night.sleep_date).toBe(true);
          for (const write of nightsSent.values()) {
            const stored = nights.find((n) => n.sleep_date === write.key);
            if (write.acknowledged) {
              // There, as the server answered before the crash.
              expect(stored, `acknowledged night ${write.key}`).toBeDefined();
              expect(Object.keys(stored!).length).toBeGreaterThan(5);
              expect(stored).toEqual(pick(write.acknowledged, Object.keys(stored!)));
            } else if (stored) {
              // Cut off by the crash yet committed: whole, every field as in a night that was acknowledged.
              const detail = await request(second, 'GET', `/api/sleep/sessions/${stored.id}`, token);
              expect(detail.status).toBe(200);
              expect(detail.json.session).toEqual({
                ...wholeNight,
                id: stored.id,
                sleep_date: write.key,
                notes: write.body.notes,
              });
            }
          }

          const chat = await request(second, 'GET', '/api/chat/messages', token);
          expect(chat.status).toBe(200);
          const texts = (chat.json.messages as { text: string }[]).map((m) => m.text);
          const messagesSent = new Set(mine.filter((w) => w.kind === 'message').map((w) => w.key));
          expect(new Set(texts).size).toBe(texts.length);
          for (const text of texts) expect(messagesSent.has(text), text).toBe(true);
          for (const write of mine.filter((w) => w.kind === 'message' && w.acknowledged)) {
            expect(chat.json.messages).toContainEqual(write.acknowledged);
          }
        }
        // And the restarted server takes new writes.
        const after = await request(second, 'POST', '/api/chat/messages', tokens[0]!, { text: 'Yeniden başladıktan sonra' });
        expect(after.status).toBe(201);
      } finally {
        await second.stop();
      }
    },
  );
});
