#!/usr/bin/env node
// Asserts what a phone downloads (gzip, from Vite's manifest; docs/benchmarks.md, bundle budgets):
// - the sign-in screen: the entry with its static imports plus the lazy login page with its own;
// - every participant route: what opening it adds to the signed-in start (its page with its static
//   imports; parts a page loads after it shows, like the sleep chart, are not counted);
// - the signed-in shell (top bar, menu, unread bell), loaded once with the first signed-in page.
// Sizes are deterministic for a given build, unlike timings, so they may fail the test run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Ceilings at the figures of 26–27 Nov 2026, rounded up to the next KiB (docs/decisions/
// 025-first-render-main-thread.md, 027-fewer-script-files.md, 028-schemas-a-page-uses.md,
// 029-router-build-and-host-contention.md): a page that grows fails the build, and a ceiling is
// lowered as the work lowers it. Since the chunk plan (apps/web/bundling/chunk-plan.ts) the shell
// also holds what most participant pages share and their small shared files: 98 KiB once per
// visit, so each page adds only its own 9–34 KiB. A page's first load moved by −14 to +9 KiB with it
// (/dashboard 243.8 → 253.1, /sleep 247.3 → 254.2; /forms 272.8 → 258.9), for a fifth of the files.
// Raised by 1 KiB on 27 Nov for the start without Intl and the kept styles (+0.9 KiB, decision
// 031-first-screen-without-intl.md): ~100 ms less main-thread work on a phone for each start.
// 28 Nov: the shell +1 KiB (98.1: the diary form's unsaved-changes guard and its draft, which the
// chunk plan keeps in the shell), /dashboard and /sleep first loads +1 with it; /relaxation and
// /binaural lowered by 2 (−4.6 KiB: the heart-rate dialog asks whether a camera or strap exists from
// a file of its own, so the camera estimator and the strap parser load only when a measurement starts).
// 29 Nov: the entry +1 KiB (144.8 → 145.0: React Router's exported build, stock dependencies only;
// the kept styles' and the Tooltip rewrite's code left it).
// 29 Nov: the sign-in screen +1 KiB (167.1: 'Kayıt Durumumu Göster' and one form per number), /sleep
// +1 (11.5: the offline state of a list that never loaded), /forms +1 (15.9: the questionnaire's
// back-button guard), their first loads +1 with them.
// 30 Nov: the signed-in start +0.2 KiB (243.1: the study zone through Temporal beside Intl, decision
// 038, and the starter of the locale-data worker, decision 039; the chunk plan moved 0.7 KiB from the
// shell to the entry with them): the entry +1, the signed-in start +1, /forms and /profile first
// loads +1.
// 30 Nov: the signed-in start +0.3 KiB (243.4: the shell asks for each page's first answers as it
// renders, decision 040, with the dashboard's and the relaxation list's query factories): /sleep and
// /support first loads +1.
// 30 Nov: a signed-in start builds no schema (decision 041): the shell and the signed-in start
// lowered by 2 (95.8, 241.8), every first load but /profile's by 1; /forms, /support and /profile
// +1 beyond the start (16.5, 10.3, 10.6), as they now carry the chat, video and account schemas
// they build.
// 30 Nov: the admin's dashboard loaded apart from the participant's: the shell lowered by 1 (95.4,
// without the admin's waiting counts), /dashboard's own part by 2 (7.7) and its first load by 2
// (249.1); the /sleep, /relaxation, /binaural and /support first loads by 1.
// 30 Nov (late): /relaxation and /binaural first loads +1 (273.2, 267.1): the pages keep the
// server's word on the participant's phase (features/audio/session/intervention-open-today.ts,
// the study zone's calendar with it) before they show any built-in item (decision 034).
// 1 Dec: the icon buttons a start draws are named by the browser's own tooltip, not MUI's Tooltip,
// and /support loads the call's room when a call is asked for (decision 043): MUI's Tooltip and
// Popper left the shell (95.4 → 84.7) and /support's page (10.3 → 6.5); the shell, the signed-in
// start (230.8) and every first load lowered by 11 (/support by 14).
const BUDGET_KIB = { entry: 147, signIn: 168, shell: 85, signedInStart: 231 };
/** The prerendered sign-in screen (dist/login.html, apps/web/scripts/prerender.mjs): markup and its styles. */
const PRERENDERED_LOGIN_BUDGET_KIB = 14;
/**
 * The signed-in start's HTML (dist/index.html): the theme's variables, the global styles and, since
 * 29 Nov, the components' styles of the participant's pages (14.2 KiB; decision 036).
 */
const START_HTML_BUDGET_KIB = 15;
/**
 * Each participant page's own HTML (dist/starts/<page>.html, sent for /<page>): index.html with only
 * that page's start styles (6.7–8.8 KiB on 1 Dec; decision 044).
 */
const PAGE_START_HTML_BUDGET_KIB = 10;
const SHELL = 'src/app/shell/AppShell.tsx';
/**
 * Participant routes, the module of each (as in apps/web/src/app/router.tsx) and two ceilings in KiB:
 * `page`, what opening it adds to the signed-in start; `firstLoad`, all a phone downloads to open it signed in
 * (entry, shell and page, each file counted once).
 */
const PARTICIPANT_ROUTES = {
  '/dashboard': { module: 'src/features/dashboard/DashboardPage.tsx', page: 8, firstLoad: 239 },
  '/sleep': { module: 'src/features/sleep/SleepPage.tsx', page: 12, firstLoad: 243 },
  '/relaxation': { module: 'src/features/audio/relaxation/RelaxationPage.tsx', page: 32, firstLoad: 263 },
  '/binaural': { module: 'src/features/audio/binaural/BinauralPage.tsx', page: 26, firstLoad: 257 },
  '/forms': { module: 'src/features/forms/FormsPage.tsx', page: 17, firstLoad: 248 },
  '/support': { module: 'src/app/support-route.tsx', page: 7, firstLoad: 238 },
  '/profile': { module: 'src/features/account/ProfilePage.tsx', page: 11, firstLoad: 242 },
};
/** Reported, not asserted: only admins open them, on a desk rather than a phone. */
const ADMIN_ROUTES = { '/admin': 'src/app/admin-route.tsx', '/admin/forms': 'src/features/forms/admin/AdminFormsPage.tsx' };

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The manifest key of a source module. A page whose chunk another chunk imports too (the sleep
 * page, which its lazy chart imports back) is listed under its chunk name instead of its path.
 */
function keyOf(src) {
  if (manifest[src]) return src;
  // The shell's module is the entry of the file its chunk plan names `shell` (apps/web/bundling/chunk-plan.ts).
  const name = src === SHELL ? 'shell' : path.basename(src, path.extname(src));
  const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && manifest[k].name === name);
  if (!key) throw new Error(`${src} is not a chunk of the build`);
  return key;
}

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = new Map();
function gzipKiB(keys) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  let bytes = 0;
  for (const file of files) {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    bytes += gzipped.get(file);
  }
  return bytes / 1024;
}

/** What opening `keys` adds to the entry. */
const added = (entry, ...keys) => {
  const all = new Set(entry);
  for (const key of keys) closure(keyOf(key), all);
  return [...all].filter((key) => !entry.has(key));
};

const entryKeys = closure('index.html');
const results = [
  ['entry (app, router, React, MUI core)', gzipKiB(entryKeys), BUDGET_KIB.entry],
  [
    'sign-in screen (entry + /login)',
    gzipKiB(closure(keyOf('src/features/auth/LoginPage.tsx'), new Set(entryKeys))),
    BUDGET_KIB.signIn,
  ],
];
const shellKeys = added(entryKeys, SHELL);
const startKeys = new Set([...entryKeys, ...shellKeys]);
results.push(['signed-in shell (beyond the entry)', gzipKiB(shellKeys), BUDGET_KIB.shell]);
results.push(['signed-in start (entry + shell)', gzipKiB(startKeys), BUDGET_KIB.signedInStart]);
for (const [route, { module, page }] of Object.entries(PARTICIPANT_ROUTES)) {
  results.push([`${route} (page, beyond entry and shell)`, gzipKiB(added(startKeys, module)), page]);
}
for (const [route, { module, firstLoad }] of Object.entries(PARTICIPANT_ROUTES)) {
  results.push([`${route} first load (entry + shell + page)`, gzipKiB([...startKeys, ...added(startKeys, module)]), firstLoad]);
}
// The sign-in screen as HTML: it must exist (the server sends it for /login) and stay a page, not an app.
const loginHtml = readFileSync(path.join(dist, 'login.html'));
if (!loginHtml.toString('utf8').includes('data-prerendered="/login"'))
  throw new Error('dist/login.html is not the prerendered sign-in screen');
results.push(['prerendered sign-in screen (login.html)', gzipSync(loginHtml).length / 1024, PRERENDERED_LOGIN_BUDGET_KIB]);
/** A signed-in start's HTML (decisions 036, 044): it must hold the components' styles. */
function startHtmlOf(file) {
  const html = readFileSync(path.join(dist, file));
  if (!/<style data-emotion="css [\w -]+"/.test(html.toString('utf8')))
    throw new Error(`dist/${file} holds no components' styles`);
  return html;
}
const startHtml = startHtmlOf('index.html');
results.push(["signed-in start's HTML (index.html, with its styles)", gzipSync(startHtml).length / 1024, START_HTML_BUDGET_KIB]);
for (const route of Object.keys(PARTICIPANT_ROUTES)) {
  const file = `starts${route}.html`;
  const pageHtml = startHtmlOf(file);
  results.push([
    `${route}'s own HTML (${file}, with its start's styles)`,
    gzipSync(pageHtml).length / 1024,
    PAGE_START_HTML_BUDGET_KIB,
  ]);
}
for (const [route, key] of Object.entries(ADMIN_ROUTES)) {
  results.push([`${route} (page, beyond the entry; admins only)`, gzipKiB(added(entryKeys, key)), undefined]);
}

// The pages shown before signing in never load the signed-in shell (apps/web/bundling/chunk-plan.ts).
for (const page of ['src/features/auth/LoginPage.tsx', 'src/features/auth/RegisterPage.tsx']) {
  if (closure(keyOf(page), new Set(entryKeys)).has(keyOf(SHELL))) {
    console.error(`✗ ${page} loads the signed-in shell`);
    process.exit(1);
  }
}

// A signed-in start builds no domain schema (docs/decisions/041-schemas-apart-from-constants.md):
// the domain modules made of schemas it does not read stay out of its files (their source maps
// name the modules each file holds), and the socket's message schema loads with the socket.
const START_SCHEMA_FREE = ['api/chat.js', 'api/video.js', 'api/account.js', 'validation.js', 'realtime-messages.js'];
for (const key of startKeys) {
  const { sources } = JSON.parse(readFileSync(path.join(dist, `${manifest[key].file}.map`), 'utf8'));
  const schemas = sources.filter((source) =>
    START_SCHEMA_FREE.some((module) => source.endsWith(`packages/domain/dist/${module}`)),
  );
  if (schemas.length > 0) {
    console.error(`✗ the signed-in start's ${manifest[key].file} builds schemas it does not read: ${schemas.join(', ')}`);
    process.exit(1);
  }
}

let over = false;
for (const [label, size, budget] of results) {
  const ok = budget === undefined || size <= budget;
  over ||= !ok;
  const limit = budget === undefined ? 'not budgeted' : `budget ${budget} KiB`;
  console.log(`${ok ? '✓' : '✗'} ${label}: ${size.toFixed(1)} KiB gzip (${limit})`);
}
if (over) {
  console.error('The web bundle is over budget: a participant on a phone at night pays for every kilobyte.');
  process.exit(1);
}
