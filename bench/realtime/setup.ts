import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { LEGAL_DOCUMENT_KEYS, LEGAL_DOCUMENTS } from '@uyku/domain';
import { consents, sessions, users } from '../../apps/server/src/db/schema/index.js';
import { hashToken, newSessionToken } from '../../apps/server/src/lib/tokens.js';
import { createScratchDatabase } from '../../apps/server/test/support/scratch-database.js';

/** Processes and data for bench/realtime.ts. */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Actor {
  userId: string;
  /** Bearer token for the real server; for the baseline, the user id or "admin". */
  token: string;
  isAdmin: boolean;
}

export interface Cast {
  admin: Actor;
  participants: Actor[];
}

/**
 * Users and sessions written straight into the database before the servers start: the benchmark
 * measures delivery, not argon2 or the registration rate limit. Tokens are made as the server
 * makes them and only their hashes are stored.
 */
export async function seed(handle: DatabaseHandle, participantCount: number): Promise<Cast> {
  await migrateDatabase(handle);
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const prefix = String(randomBytes(2).readUInt16BE(0) % 100).padStart(2, '0');
  const people = [
    { name: 'Bench Uzman', phone: `058${prefix}000000`, isAdmin: true },
    ...Array.from({ length: participantCount }, (_, i) => ({
      name: `Bench Katılımcı ${i + 1}`,
      phone: `059${prefix}${String(i).padStart(6, '0')}`,
      isAdmin: false,
    })),
  ];
  const rows = await handle.db
    .insert(users)
    // No password: nobody signs in by phone here, and '!' is no argon2 hash, so nobody could.
    .values(people.map((p) => ({ ...p, passwordHash: '!', isApproved: true })))
    .returning({ id: users.id, isAdmin: users.isAdmin });
  const actors = rows.map((row) => ({ userId: row.id, token: newSessionToken(), isAdmin: row.isAdmin }));
  await handle.db.insert(sessions).values(actors.map((a) => ({ userId: a.userId, tokenHash: hashToken(a.token), expiresAt })));
  // The current legal texts accepted, as after a real sign-in: without them every call answers 403.
  for (const document of LEGAL_DOCUMENT_KEYS) {
    await handle.db
      .insert(consents)
      .values(actors.map((a) => ({ userId: a.userId, document, version: LEGAL_DOCUMENTS[document].version })))
      .onConflictDoNothing();
  }
  const [admin, ...participants] = actors;
  if (!admin) throw new Error('seeding returned no admin');
  return { admin, participants };
}

export interface ServerProcess {
  baseUrl: string;
  /** The server's resident memory now, in bytes (Linux /proc). */
  rssBytes(): number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts a TypeScript entry point under tsx and waits for the "Adres: http://…" line it prints. */
export function startProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const tsconfig = process.env.BENCH_TSCONFIG;
  // tsx as a loader in this very process (not its CLI, which starts another), so the pid is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...(tsconfig ? { TSX_TSCONFIG_PATH: tsconfig } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const stop = async () => {
    running.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Adres:\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ baseUrl: match[1], stop, rssBytes: () => rssOf(child.pid) });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
  });
}

function rssOf(pid: number | undefined): number {
  const status = pid === undefined ? '' : readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : Number.NaN;
}

/** Last resort when the benchmark fails or overruns: no server is left behind. */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export const createDatabase = (serverUrl: string) => createScratchDatabase(serverUrl, 'uyku_bench');

export async function postgresReachable(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
