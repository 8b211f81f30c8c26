import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES, type ChatMessage } from '@uyku/domain';
import { signedInSocket, type TestSocket } from '../support/realtime-helpers.js';
import { createScratchDatabase } from '../support/scratch-database.js';

/**
 * Two real server processes on one PostgreSQL database: an event published by one reaches the
 * sockets held by the other through LISTEN/NOTIFY. Needs a PostgreSQL server (TEST_DATABASE_URL,
 * set by CI); on PGlite-only runs it is skipped, since PGlite cannot be shared between processes.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const ADMIN = { phone: '05007770000', password: 'KumeYonetici2025!' };
const PASSWORD = 'Uyku2025!';
/** The bound for an event to cross from one process to the other. */
const CROSS_PROCESS_DEADLINE_MS = 1_000;

interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function createDatabase(serverUrl: string): Promise<string> {
  const database = await createScratchDatabase(serverUrl, 'uyku_cluster');
  cleanups.push(database.drop);
  return database.url;
}

/**
 * Runs the server's own entry point (src/main.ts under tsx), so the test needs no build; a
 * throw-away tsconfig maps @uyku/domain to its sources as vitest does.
 */
async function startServer(databaseUrl: string, workDir: string): Promise<ServerProcess> {
  const tsconfig = path.join(workDir, 'tsconfig.json');
  await writeFile(
    tsconfig,
    JSON.stringify({ compilerOptions: { baseUrl: ROOT, paths: { '@uyku/domain': ['packages/domain/src/index.ts'] } } }),
  );
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', tsconfig, 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: workDir,
        ADMIN_PHONE: ADMIN.phone,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: 'Küme Yönetici',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Adres:\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ baseUrl: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function post<T>(baseUrl: string, pathname: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

const login = (baseUrl: string, phone: string, password: string) =>
  post<{ token: string; user: { userId: string } }>(baseUrl, '/api/auth/login', {
    phone,
    password,
    acceptTerms: true,
    acceptPrivacy: true,
  });

const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;

/** Two processes on one fresh database, started once for the tests of this file. */
let cluster: Promise<{ first: ServerProcess; second: ServerProcess }> | undefined;
function startCluster(): Promise<{ first: ServerProcess; second: ServerProcess }> {
  cluster ??= (async () => {
    const databaseUrl = await createDatabase(SERVER_URL!);
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'uyku-cluster-'));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    // One after the other: the second finds the schema migrated and the admin in place.
    const first = await startServer(databaseUrl, workDir);
    const second = await startServer(databaseUrl, workDir);
    return { first, second };
  })();
  return cluster;
}

const randomPhone = () => `0532${randomBytes(3).readUIntBE(0, 3).toString().padStart(7, '0')}`.slice(0, 11);

/** A participant added by the admin through the first process; returns their phone. */
async function addParticipant(baseUrl: string, adminToken: string): Promise<string> {
  const phone = randomPhone();
  await post(baseUrl, '/api/auth/register', { name: 'Küme Katılımcı', phone, password: PASSWORD }, adminToken);
  return phone;
}

/** The close code, or a failure when the socket is still open after the deadline. */
function closedWithin(socket: TestSocket, ms: number): Promise<number> {
  return Promise.race([
    socket.closed.then((closed) => closed.code),
    new Promise<number>((_resolve, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms).unref()),
  ]);
}

describe('realtime across two server processes', () => {
  it.skipIf(!SERVER_URL)(
    'delivers a message and its deletion posted through one process to clients of the other (needs TEST_DATABASE_URL; skipped on PGlite-only runs)',
    async () => {
      const { first, second } = await startCluster();
      expect(first.baseUrl).not.toBe(second.baseUrl);

      const admin = await login(first.baseUrl, ADMIN.phone, ADMIN.password);
      const phone = await addParticipant(first.baseUrl, admin.token);
      const participant = await login(second.baseUrl, phone, PASSWORD);

      const sockets: TestSocket[] = [
        await signedInSocket(socketUrl(second.baseUrl), participant.token),
        await signedInSocket(socketUrl(second.baseUrl), admin.token),
      ];
      cleanups.push(async () => void (await Promise.all(sockets.map((s) => s.close()))));
      const [participantOnSecond, adminOnSecond] = sockets as [TestSocket, TestSocket];

      // The participant writes through the first process; both clients of the second receive it.
      const { chatMessage: question } = await post<{ chatMessage: ChatMessage }>(
        first.baseUrl,
        '/api/chat/messages',
        { text: 'Birinci sunucudan merhaba' },
        participant.token,
      );
      for (const socket of sockets) {
        const event = await socket.next('chat.message.created', (e) => e.message.id === question.id, CROSS_PROCESS_DEADLINE_MS);
        expect(event.message).toEqual(question);
      }
      expect((await adminOnSecond.next('chat.unread', undefined, CROSS_PROCESS_DEADLINE_MS)).unreadCount).toBe(1);

      // The expert answers through the first process; the participant on the second sees 'Uzman'.
      const { chatMessage: reply } = await post<{ chatMessage: ChatMessage }>(
        first.baseUrl,
        '/api/chat/messages',
        { text: 'İkinci sunucuya yanıt', userId: participant.user.userId },
        admin.token,
      );
      const replied = await participantOnSecond.next(
        'chat.message.created',
        (e) => e.message.id === reply.id,
        CROSS_PROCESS_DEADLINE_MS,
      );
      expect(replied.message.userName).toBe('Uzman');

      // A deletion through the first process reaches the second.
      await post(first.baseUrl, `/api/chat/messages/${question.id}`, undefined, participant.token, 'DELETE');
      for (const socket of sockets) {
        const event = await socket.next('chat.message.deleted', (e) => e.messageId === question.id, CROSS_PROCESS_DEADLINE_MS);
        expect(event.userId).toBe(participant.user.userId);
      }
    },
    120_000,
  );

  it.skipIf(!SERVER_URL)(
    'closes the sockets of ended sessions held by the other process at once: sign-out, password change, deletion, approval withdrawal, reset (needs TEST_DATABASE_URL)',
    async () => {
      const { first, second } = await startCluster();
      const admin = await login(first.baseUrl, ADMIN.phone, ADMIN.password);
      const open = async (token: string) => {
        const socket = await signedInSocket(socketUrl(second.baseUrl), token);
        cleanups.push(() => socket.close());
        return socket;
      };
      const unauthenticated = REALTIME_CLOSE_CODES.unauthenticated;

      // Sign-out through the first process: that tab's socket on the second closes; the other tab's stays.
      const phone = await addParticipant(first.baseUrl, admin.token);
      const tab = await login(first.baseUrl, phone, PASSWORD);
      const otherTab = await login(first.baseUrl, phone, PASSWORD);
      const tabSocket = await open(tab.token);
      const otherTabSocket = await open(otherTab.token);
      await post(first.baseUrl, '/api/auth/logout', undefined, tab.token);
      expect(await closedWithin(tabSocket, CROSS_PROCESS_DEADLINE_MS)).toBe(unauthenticated);
      const { chatMessage } = await post<{ chatMessage: ChatMessage }>(
        first.baseUrl,
        '/api/chat/messages',
        { text: 'Çıkıştan sonra', userId: tab.user.userId },
        admin.token,
      );
      await otherTabSocket.next('chat.message.created', (e) => e.message.id === chatMessage.id, CROSS_PROCESS_DEADLINE_MS);
      expect(tabSocket.received.some((m) => m.type === 'chat.message.created')).toBe(false);

      // A password change through the first process: the other sessions' sockets close.
      const third = await login(first.baseUrl, phone, PASSWORD);
      const thirdSocket = await open(third.token);
      await post(first.baseUrl, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'KumeYeni2025!' }, otherTab.token);
      expect(await closedWithin(thirdSocket, CROSS_PROCESS_DEADLINE_MS)).toBe(unauthenticated);

      // Deletion through the first process.
      await post(first.baseUrl, `/api/admin/users/${tab.user.userId}`, undefined, admin.token, 'DELETE');
      expect(await closedWithin(otherTabSocket, CROSS_PROCESS_DEADLINE_MS)).toBe(unauthenticated);

      // Approval withdrawal through the first process.
      const withdrawn = await login(first.baseUrl, await addParticipant(first.baseUrl, admin.token), PASSWORD);
      const withdrawnSocket = await open(withdrawn.token);
      await post(first.baseUrl, `/api/admin/users/${withdrawn.user.userId}`, { isApproved: false }, admin.token, 'PUT');
      expect(await closedWithin(withdrawnSocket, CROSS_PROCESS_DEADLINE_MS)).toBe(unauthenticated);

      // An approved password reset through the first process.
      const resetPhone = await addParticipant(first.baseUrl, admin.token);
      const reset = await login(first.baseUrl, resetPhone, PASSWORD);
      const resetSocket = await open(reset.token);
      await post(first.baseUrl, '/api/auth/request-password-reset', { phone: resetPhone });
      const { requests } = await post<{ requests: { id: string; phone: string }[] }>(
        first.baseUrl,
        '/api/admin/password-reset-requests',
        undefined,
        admin.token,
        'GET',
      );
      const request = requests.find((r) => r.phone === resetPhone);
      await post(first.baseUrl, '/api/admin/password-reset/approve', { requestId: request?.id, newPassword: 'Gecici1' }, admin.token);
      expect(await closedWithin(resetSocket, CROSS_PROCESS_DEADLINE_MS)).toBe(unauthenticated);
    },
    120_000,
  );
});
