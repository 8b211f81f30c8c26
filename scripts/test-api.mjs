#!/usr/bin/env node
// Runs the API suite on the embedded PGlite, then — when TEST_DATABASE_URL names a PostgreSQL
// server — the same suite again on PostgreSQL (each test app creates and drops its own database).
import { spawnSync } from 'node:child_process';

function run(label, env, extraArgs = []) {
  console.log(`\n▶ API suite on ${label}`);
  // Two test files at once even on a 2-core machine (Vitest's default there is one): most of a file's
  // time is spent waiting on PGlite, PostgreSQL, sockets or child servers, not on the CPU.
  // --no-isolate: the files share their two worker processes and the modules loaded in them, instead
  // of a fresh process per file. Nothing in the suite mocks a module or leaves global state behind
  // (each file builds its own app on its own database), and loading the server's modules and
  // compiling PGlite's WebAssembly once per worker rather than once per file halved the suite:
  // 266 → 126 s on PGlite, 135 → 75 s on PostgreSQL (2 cores, 24 Nov 2026). Vitest sets this for a
  // whole run, not per project, so it is given here; the web unit tests (test:unit) keep isolation.
  const args = ['vitest', 'run', '--project', 'api', '--maxWorkers=2', '--minWorkers=1', '--no-isolate', ...extraArgs];
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('PGlite', withoutPg);
// The second pass leaves out files that test the server's own code rather than the database, to
// keep CI within 30 minutes on 2 cores: the schema-driven fuzzing of every route (nearly every answer
// is a validation refusal before any query), the compression of answers, the argon2 work queue, the
// pure CSV writer, error serialiser and backup file naming, the PGlite test pool, and LibreOffice
// opening the CSVs (what a spreadsheet makes of their separators and decimals; their content is
// checked on both databases by admin-data-csv.test.ts). Run the fuzzing on PostgreSQL by hand:
// TEST_DATABASE_URL=… npx vitest run --project api apps/server/test/api/fuzz
const DATABASE_AGNOSTIC = [
  'apps/server/test/api/fuzz/**',
  'apps/server/test/plugins/compression.test.ts',
  'apps/server/test/lib/security-argon2.test.ts',
  'apps/server/test/lib/csv.test.ts',
  'apps/server/test/features/admin-data/csv-spreadsheet.test.ts',
  'apps/server/test/lib/error-log.test.ts',
  'apps/server/test/backup/backup-files.test.ts',
  'apps/server/test/support/pglite-pool.test.ts',
];
if (TEST_DATABASE_URL)
  run(
    `PostgreSQL (${new URL(TEST_DATABASE_URL).host})`,
    process.env,
    DATABASE_AGNOSTIC.map((glob) => `--exclude=${glob}`),
  );
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite was skipped.');
