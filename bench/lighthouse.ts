/**
 * `npm run lighthouse`: Lighthouse (the npm package) against the built app in Debian's Chromium
 * (/usr/bin/chromium or CHROMIUM_PATH; never a downloaded browser), with Lighthouse's default
 * mobile emulation and simulated slow-4G throttling. Prints performance, accessibility, best
 * practices and SEO for /login (signed out) and /dashboard, /sleep, /support, /relaxation (signed in
 * as an approved participant of the experiment group). Needs `npm run build` first. Not in npm test.
 *
 * Each page is audited LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
 * score is reported, as Lighthouse's own guidance on variability advises; the spread is printed too.
 * /login as a first visit (empty cache), the signed-in pages as a returning participant (see Visit).
 * LIGHTHOUSE_PAGES=/login,/sleep audits only those pages. Lighthouse's simulated phone is the host's
 * own CPU slowed 4×, so the scores depend on the host: its benchmark index is printed with them.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { killAll, ROOT, startProcess } from './realtime/setup.js';

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const ADMIN = { phone: '05001112233', password: 'LighthouseAdmin1!' };
const PARTICIPANT = { name: 'Ayşe Yılmaz', phone: '05321234567', password: 'Uyku2025!' };
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const chosen = (pages: string[]) => (ONLY ? pages.filter((page) => ONLY.includes(page)) : pages);
const SIGNED_OUT = chosen(['/login']);
const SIGNED_IN = chosen(['/dashboard', '/sleep', '/support', '/relaxation']);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The goal for the first three categories (docs/benchmarks.md, "Lighthouse"). */
const GOAL = 95;

async function api<T>(baseUrl: string, pathname: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Scores = Record<(typeof CATEGORIES)[number], number>;
/**
 * /login is measured as a first visit, every run alike; the signed-in pages as a returning
 * participant opens them (signed in, the app's files kept), after one visit of the page that is not
 * measured, so that every run of a page starts from the same state.
 */
type Visit = 'first' | 'returning';
interface Audit {
  scores: Scores;
  /** Lighthouse's measure of the host's CPU ("CPU/Memory Power" in its reports). */
  benchmarkIndex: number;
  print: () => void;
}

/** One Lighthouse run of one page; what it found is printed only for the run that is reported. */
async function audit(url: string, port: number, visit: Visit): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A first visit: Lighthouse empties the cache, the service worker and the storage before loading.
    // A returning participant: the session in local storage and the app's files (which the service
    // worker keeps) stay.
    disableStorageReset: visit === 'returning',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const { lhr } = result;
  const print = () => {
    // What cost points: every weighted audit below full marks, so the next fix is plain to see.
    for (const key of CATEGORIES) {
      const lost = (categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)})`);
      if (lost.length > 0) console.log(`${new URL(url).pathname} ${key}: ${lost.join(', ')}`);
    }
    // The metrics behind the performance score, so a change can be judged by more than the score.
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${new URL(url).pathname} metrics: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
    );
    // LIGHTHOUSE_DETAILS=1: what the main thread spent its time on, the long tasks and the LCP element.
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const id of ['bootup-time', 'long-tasks', 'largest-contentful-paint-element', 'mainthread-work-breakdown']) {
        const details = lhr.audits[id]?.details;
        if (details && 'items' in details) console.log(`  ${id}: ${JSON.stringify(details.items).slice(0, 1500)}`);
      }
    }
    // DevTools issues name only their kind in the score; print what they are about.
    const issues = lhr.audits['inspector-issues']?.details;
    if (issues && 'items' in issues && issues.items.length > 0) {
      console.log(`${new URL(url).pathname} inspector issues: ${JSON.stringify(issues.items).slice(0, 600)}`);
    }
  };
  const scores = Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)])) as Scores;
  return { scores, benchmarkIndex: lhr.environment.benchmarkIndex, print };
}

interface PageResult {
  page: string;
  scores: Scores;
  /** Every run's performance score, lowest first. */
  performances: number[];
}

/** Audits a page RUNS times and keeps the run with the median performance score. */
async function auditPage(
  baseUrl: string,
  page: string,
  port: number,
  visit: Visit,
  benchmarkIndexes: number[],
): Promise<PageResult> {
  if (visit === 'returning') {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    const tab = await browser.newPage();
    await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle0' });
    await tab.close();
    await browser.disconnect();
  }
  const runs: Audit[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(`${baseUrl}${page}`, port, visit));
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  median.print();
  benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
  return { page, scores: median.scores, performances: runs.map((run) => run.scores.performance) };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('No built web app: run `npm run build` first.');
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or CHROMIUM_PATH).`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'uyku-lighthouse-'));
  const server = await startProcess('apps/server/src/main.ts', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PHONE: ADMIN.phone,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: 'Lighthouse Yönetici',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const consent = { acceptTerms: true, acceptPrivacy: true };
    const admin = await api<{ token: string }>(server.baseUrl, '/api/auth/login', { ...ADMIN, ...consent });
    // An approved participant of the experiment group (the relaxation page is theirs).
    await api(server.baseUrl, '/api/admin/users', { ...PARTICIPANT, abGroup: 'experiment' }, admin.token);
    const participant = await api<{ token: string; user: unknown }>(server.baseUrl, '/api/auth/login', {
      phone: PARTICIPANT.phone,
      password: PARTICIPANT.password,
      ...consent,
    });

    const rows: PageResult[] = [];
    const benchmarkIndexes: number[] = [];
    for (const page of SIGNED_OUT) rows.push(await auditPage(server.baseUrl, page, chrome.port, 'first', benchmarkIndexes));
    // Sign in the way the app does: the token and the user in local storage (apps/web/src/lib/session.ts).
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${server.baseUrl}/login`);
    await tab.evaluate(
      (token, user) => {
        // Runs in the page; this file is compiled without the DOM's types.
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem('uyku.token', token);
        storage.setItem('uyku.user', user);
      },
      participant.token,
      JSON.stringify(participant.user),
    );
    await tab.close();
    await browser.disconnect();
    for (const page of SIGNED_IN) rows.push(await auditPage(server.baseUrl, page, chrome.port, 'returning', benchmarkIndexes));

    const indexes = benchmarkIndexes.sort((a, b) => a - b);
    console.log(
      `\nLighthouse 12 (mobile emulation, simulated slow 4G), Chromium ${CHROMIUM}; median of ${RUNS} run(s) per page; ` +
        `host benchmark index ${Math.round(indexes[0] ?? 0)}–${Math.round(indexes.at(-1) ?? 0)}; ` +
        `load average ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}\n`,
    );
    console.log('| page | performance (every run) | accessibility | best practices | SEO |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const { page, scores, performances } of rows) {
      console.log(
        `| ${page} | ${scores.performance} (${performances.join(', ')}) | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`,
      );
    }
    const short = rows.filter(({ scores: s }) => s.performance < GOAL || s.accessibility < GOAL || s['best-practices'] < GOAL);
    console.log(
      `\nGoal: ≥ ${GOAL} for performance, accessibility and best practices — ${short.length === 0 ? 'met on every page' : `NOT met on ${short.map(({ page }) => page).join(', ')}`}.`,
    );
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  killAll();
  console.error(error);
  process.exit(1);
});
