#!/usr/bin/env node
// Runs the API suite on the embedded PGlite, then — when TEST_DATABASE_URL names a PostgreSQL
// server — the same suite again on PostgreSQL (each test app creates and drops its own database).
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n▶ API suite on ${label}`);
  // Two test files at once even on a 2-core machine (Vitest's default there is one): most of a file's
  // time is spent waiting on PGlite, PostgreSQL, sockets or child servers, not on the CPU.
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--maxWorkers=2', '--minWorkers=1'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('PGlite', withoutPg);
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env);
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite was skipped.');
