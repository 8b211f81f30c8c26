#!/usr/bin/env node
// Asserts the size of what a phone downloads to show the sign-in screen (gzip, from Vite's
// manifest): the entry with its static imports plus the lazy login page with its own.
// Sizes are deterministic for a given build, unlike timings, so they may fail the test run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = { entry: 250, login: 275 };

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

function gzipKiB(keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dist, file))).length;
  return bytes / 1024;
}

const entryKeys = closure('index.html');
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/LoginPage.tsx'));
if (!loginKey) throw new Error('LoginPage is not a chunk of the build');
const loginKeys = closure(loginKey, new Set(entryKeys));

const results = [
  ['entry (shell, router, vendors)', gzipKiB(entryKeys), BUDGET_KIB.entry],
  ['sign-in screen (entry + login page)', gzipKiB(loginKeys), BUDGET_KIB.login],
];
let over = false;
for (const [label, size, budget] of results) {
  const ok = size <= budget;
  over ||= !ok;
  console.log(`${ok ? '✓' : '✗'} ${label}: ${size.toFixed(1)} KiB gzip (budget ${budget} KiB)`);
}
if (over) {
  console.error('The web bundle is over budget: a participant on a phone at night pays for every kilobyte.');
  process.exit(1);
}
