#!/usr/bin/env node
// Runs the API suite on the embedded PGlite, then — when TEST_DATABASE_URL names a PostgreSQL
// server — the same suite again on PostgreSQL (each test app creates and drops its own database).
import { spawnSync } from 'node:child_process';

function run(label, env, extraArgs = []) {
  console.log(`\n▶ API suite on ${label}`);
  // Two test files at once even on a 2-core machine (Vitest's default there is one): most of a file's
  // time is spent waiting on PGlite, PostgreSQL, sockets or child servers, not on the CPU.
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--maxWorkers=2', '--minWorkers=1', ...extraArgs], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('PGlite', withoutPg);
// The second pass leaves out files that test the server's own code rather than the database, to
// keep CI within 20 minutes on 2 cores: the schema-driven fuzzing of every route (nearly every answer
// is a validation refusal before any query), the compression of answers, the argon2 work queue, and
// the pure CSV writer, error serialiser and backup file naming. Run the fuzzing on PostgreSQL by
// hand: TEST_DATABASE_URL=… npx vitest run --project api apps/server/test/fuzz
const DATABASE_AGNOSTIC = [
  'apps/server/test/fuzz/**',
  'apps/server/test/compression.test.ts',
  'apps/server/test/security-argon2.test.ts',
  'apps/server/test/csv.test.ts',
  'apps/server/test/error-log.test.ts',
  'apps/server/test/backup-files.test.ts',
];
if (TEST_DATABASE_URL)
  run(
    `PostgreSQL (${new URL(TEST_DATABASE_URL).host})`,
    process.env,
    DATABASE_AGNOSTIC.map((glob) => `--exclude=${glob}`),
  );
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite was skipped.');
