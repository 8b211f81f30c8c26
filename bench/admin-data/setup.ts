import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureAdmin } from '../../apps/server/src/bootstrap/ensure-admin.js';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../apps/server/src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { createScratchDatabase } from '../../apps/server/test/support/scratch-database.js';

const ADMIN = { phone: '05001112233', password: 'BenchAdmin1!' };

/**
 * `participants` approved participants with `nights` consecutive nights each (ending today) and,
 * when asked, heart-rate sessions: written with set-based SQL so seeding takes seconds. Values vary
 * by day and person; every third night has no heart rate and every fifth no stages, as in a study.
 */
export async function seedStudy(
  database: DatabaseHandle,
  { participants, nights, heartRatePerParticipant = 0 }: { participants: number; nights: number; heartRatePerParticipant?: number },
): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into users (phone, name, password_hash, is_approved, ab_group)
    select '07' || lpad(g::text, 9, '0'), 'Katılımcı Çağrı Işık ' || g, 'x', true,
           case when g % 2 = 0 then 'control' else 'experiment' end
    from generate_series(1, ${participants}) g`);
  await db.execute(sql`
    insert into sleep_sessions (user_id, sleep_date, bedtime, sleep_time, wake_time, rem_duration, deep_sleep_duration,
      light_sleep_duration, awake_duration, heart_rate, sleep_quality, stress_level, screen_time, room_temperature,
      notes, time_in_bed, sleep_onset_latency, total_sleep_minutes, sleep_efficiency, tst_source, ab_group)
    select u.id, current_date - d, '23:00', '23:20', '07:00',
      case when d % 5 = 0 then 0 else 80 + (d % 30) end,
      case when d % 5 = 0 then 0 else 70 + (d % 20) end,
      case when d % 5 = 0 then 0 else 240 + (d % 40) end,
      10, case when d % 3 = 0 then null else 55 + (d % 10) end,
      1 + ((d + u.participant_number) % 10), 1 + (d % 10), 30, 21.5,
      case when d % 4 = 0 then 'Gece uyandım, "rüya" gördüm; sabah yorgundum' else '' end,
      480, 20, 410, 85.4, case when d % 5 = 0 then 'clock' else 'stages' end, u.ab_group
    from users u cross join generate_series(0, ${nights - 1}) d
    where not u.is_admin`);
  if (heartRatePerParticipant > 0) {
    await db.execute(sql`
      insert into heart_rate_sessions (user_id, ab_group, content_type, content_id, content_name, heart_rate_before,
        heart_rate_after, duration_seconds, listened_seconds, created_at)
      select u.id, u.ab_group, case when k % 2 = 0 then 'relaxation' else 'binaural' end, 'item-' || k, 'İçerik ' || k,
        70 + (k % 20), 65 + (k % 15), 240 + k, 240 + k, now() - (k || ' hours')::interval
      from users u cross join generate_series(1, ${heartRatePerParticipant}) k
      where not u.is_admin`);
  }
}

/**
 * The app on an in-memory PGlite (or, with BENCH_DATABASE_URL, a fresh PostgreSQL database created
 * and dropped on that server), listening on loopback, with an admin signed in.
 */
export async function startApp(seed: (database: DatabaseHandle) => Promise<void>) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'uyku_bench') : undefined;
  const database = scratch ? await openPostgres(scratch.url) : await openPglite(undefined);
  await migrateDatabase(database);
  await ensureAdmin(database.db, { ...ADMIN, name: 'Bench' });
  await seed(database);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerPhone: 1e9, loginPerAddress: 1e9, registerPerAddress: 1e9, resetPerAddress: 1e9 },
  };
  const app = await buildApp({ config, database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, acceptTerms: true, acceptPrivacy: true }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    database,
    engine: scratch ? 'PostgreSQL' : 'PGlite in memory',
    auth: { authorization: `Bearer ${token}` },
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** Samples this process's memory every few milliseconds while `work` runs; growth over the start, in MB. */
export async function withMemoryPeak<T>(work: () => Promise<T>): Promise<{ result: T; rssGrowthMb: number; heapGrowthMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  try {
    const result = await work();
    const end = process.memoryUsage();
    peakRss = Math.max(peakRss, end.rss);
    peakHeap = Math.max(peakHeap, end.heapUsed);
    return { result, rssGrowthMb: (peakRss - start.rss) / 2 ** 20, heapGrowthMb: (peakHeap - start.heapUsed) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export interface Download {
  /** From sending the request to the last byte, as the client measured it. */
  ms: number;
  /** Bytes after decompression. */
  bytes: number;
  lines: number;
  /** The answer's content-encoding ('none' when uncompressed). */
  encoding: string;
}

/**
 * Downloads `url` in a client process of its own (download-client.mjs), as a browser on another
 * machine would: the client's decompression and reading cost the server nothing. Asks for gzip, as a
 * browser does over plain HTTP.
 */
export function download(url: string, headers: Record<string, string>): Promise<Download> {
  const client = fileURLToPath(new URL('./download-client.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [client, url, JSON.stringify({ 'accept-encoding': 'gzip, deflate', ...headers })],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Download)),
    );
  });
}

/** Reads a response body to its end without keeping it; returns bytes and CRLF-ended lines. */
export async function drain(response: Response): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (let at = value.indexOf(0x0a); at !== -1; at = value.indexOf(0x0a, at + 1)) lines += 1;
  }
  return { bytes, lines };
}
