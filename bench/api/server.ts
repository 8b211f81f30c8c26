/**
 * The server side of `npm run bench -- api`, in a process of its own so the load generator does
 * not share its event loop: seeds a study into PGlite in memory (or BENCH_SCRATCH_URL), starts the
 * real app and a bare Fastify with two routes per row: `/bare/<row>` answers the same status and
 * bytes the app gave it (no auth, no database), `/same/<row>` runs the same SQL the app ran for it
 * (bench/api/same-work.ts). Then prints one `BENCH_READY {json}` line and serves until killed.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureAdmin } from '../../apps/server/src/bootstrap/ensure-admin.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { LimitKeys } from '../../apps/server/src/lib/rate-limiter.js';
import { serverSecret } from '../../apps/server/src/lib/server-secrets.js';
import { API_ROWS } from './rows.js';
import { captureStatements, sameWorkRunner } from './same-work.js';
import { seedApiStudy } from './seed.js';

const scratchUrl = process.env.BENCH_SCRATCH_URL;
const database = scratchUrl ? await openPostgres(scratchUrl) : await openPglite(undefined);
await migrateDatabase(database);
await ensureAdmin(database.db, { phone: '05001112233', password: 'BenchAdmin1!', name: 'Bench Uzman' });
const seedStarted = performance.now();
const cast = await seedApiStudy(database);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
const accountOfToken = new Map<string, string>([
  [cast.adminToken, cast.adminId],
  ...cast.participantTokens.map((token, i) => [token, cast.participantIds[i]!] as const),
]);
// A write's first statement counts it against the account's write limit under a keyed hash of the
// account id (plugins/write-limit.ts), so the baseline swaps that key as it swaps the id: with the
// sample's key, every replayed write had counted against one account, on one row.
const limitKeys = new LimitKeys(await serverSecret(database.db, 'rate-limit-key'));
const writeKeyOfAccount = new Map([...accountOfToken.values()].map((account) => [account, limitKeys.key('participant-writes', account)]));
/** The night date of a request body, if it has one. */
const dateOf = (body: string | undefined) => (body ? (JSON.parse(body) as { date?: string }).date : undefined);
const statementCounts: number[] = [];
const sqlWritesAnswerRows: boolean[] = [];
for (const [index, row] of API_ROWS.entries()) {
  const inject = (sample: { token: string; body?: string }) =>
    app.inject({
      method: row.method,
      url: row.path,
      headers: { authorization: `Bearer ${sample.token}`, ...(sample.body ? { 'content-type': 'application/json' } : {}) },
      ...(sample.body ? { payload: sample.body } : {}),
    });
  // n = 0 is the server's own sample; the load generator starts at FIRST_LOAD_N, so a POST never repeats a night.
  const sample = row.request(cast, 0);
  const answer = await inject(sample);
  if (answer.statusCode !== row.status) throw new Error(`${row.label}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  const bytes = answer.rawPayload;
  const contentType = String(answer.headers['content-type'] ?? 'application/json');
  bare.route({
    method: row.method,
    url: `/bare/${index}`,
    handler: (_request, reply) => reply.code(row.status).header('content-type', contentType).send(bytes),
  });

  const captureSample = row.request(cast, row.captureN ?? 0);
  let captured: Awaited<ReturnType<typeof inject>> | undefined;
  const statements = await captureStatements(database, async () => {
    captured = await inject(captureSample);
  });
  if (captured?.statusCode !== row.status) throw new Error(`${row.label}: capture answered ${captured?.statusCode}`);
  statementCounts.push(statements.length);
  const runSameWork = sameWorkRunner(database, statements);
  const sampleAccount = accountOfToken.get(captureSample.token);
  const sampleDate = dateOf(captureSample.body);
  const sampleWriteKey = sampleAccount === undefined ? undefined : writeKeyOfAccount.get(sampleAccount);
  // A route whose one statement writes the whole answer (the night list): its baseline sends that
  // text as it is, encoded once as the app encodes a long answer (plugins/response-serializer.ts),
  // rather than JSON.stringify escaping it into a string.
  const answerText = (rows: unknown[][]) => {
    const values = rows.length === 1 && rows[0]!.length === 1 ? Object.values(rows[0]![0] as object) : [];
    return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
  };
  const oneRead = statements.length === 1 && /^\s*select\b/i.test(statements[0]!.sql);
  const sqlWritesAnswer = oneRead && answerText(await runSameWork(new Map())) === captured.body;
  sqlWritesAnswerRows.push(sqlWritesAnswer);
  bare.route({
    method: row.method,
    url: `/same/${index}`,
    handler: async (request, reply) => {
      const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
      const account = accountOfToken.get(token);
      const replacements = new Map<unknown, unknown>([
        [sampleAccount, account],
        [sampleWriteKey, account === undefined ? undefined : writeKeyOfAccount.get(account)],
      ]);
      // The body is read as the app reads it; only its date takes part in the SQL.
      const date = typeof request.body === 'object' && request.body ? (request.body as { date?: string }).date : undefined;
      if (sampleDate && date) replacements.set(sampleDate, date);
      const rows = await runSameWork(replacements);
      if (sqlWritesAnswer) return reply.code(row.status).header('content-type', 'application/json; charset=utf-8').send(Buffer.from(answerText(rows) ?? ''));
      return reply.code(row.status).header('content-type', 'application/json').send(JSON.stringify(rows));
    },
  });
}
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// BENCH_PROFILE_DIR: a CPU profile of the serving alone (not the seeding), written at the end.
const profileDir = process.env.BENCH_PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

console.log(`BENCH_READY ${JSON.stringify({ appUrl, bareUrl, cast, seedSeconds, engine: database.kind, statementCounts, sqlWritesAnswerRows })}`);
const stop = async () => {
  if (profiler && profileDir) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(path.join(profileDir, `api-${database.kind}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  }
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
