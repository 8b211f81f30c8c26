#!/usr/bin/env node
// `npm run bench -- <name>` runs one benchmark (see BENCHMARKS); with no name, every one in turn.
// Benchmarks run under tsx against the sources (no build needed): a throw-away tsconfig maps
// @uyku/domain to its sources, as the test runner does, and is handed on to the servers a
// benchmark starts (BENCH_TSCONFIG).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
// Benchmarks by name; helpers live beside them (bench/http-load.ts, bench/realtime/…).
const BENCHMARKS = {
  api: 'api.ts',
  'api-plans': 'api-plans.ts',
  'api-reads': 'api-reads.ts',
  'study-load': 'study-load.ts',
  realtime: 'realtime.ts',
  export: 'export.ts',
  'study-zip': 'study-zip.ts',
  'admin-tabs': 'admin-tabs.ts',
  'first-content': 'first-content.ts',
  lighthouse: 'lighthouse.ts',
  'wearable-import': 'wearable-import.ts',
  soak: 'soak.ts',
  media: 'media.ts',
};
const available = Object.keys(BENCHMARKS).filter((bench) => existsSync(path.join(benchDir, BENCHMARKS[bench])));

const [name, ...rest] = process.argv.slice(2);
if (name && !available.includes(name)) {
  console.error(`Unknown benchmark "${name}". Available: ${available.join(', ')}`);
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'uyku-bench-config-'));
const tsconfig = path.join(workDir, 'tsconfig.json');
writeFileSync(
  tsconfig,
  JSON.stringify({ compilerOptions: { baseUrl: root, paths: { '@uyku/domain': ['packages/domain/src/index.ts'] } } }),
);

let status = 0;
for (const bench of name ? [name] : available) {
  console.log(`\n▶ bench: ${bench}`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', tsconfig, path.join(benchDir, BENCHMARKS[bench]), ...rest],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_TSCONFIG: tsconfig } },
  );
  if (result.status !== 0) status = result.status ?? 1;
}
rmSync(workDir, { recursive: true, force: true });
process.exit(status);
