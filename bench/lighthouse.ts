/**
 * `npm run lighthouse`: Lighthouse (the npm package) against the built app in Debian's Chromium
 * (/usr/bin/chromium or CHROMIUM_PATH; never a downloaded browser), with Lighthouse's default
 * mobile emulation and simulated slow-4G throttling. Prints performance, accessibility, best
 * practices and SEO for /login (signed out) and /dashboard, /sleep, /support, /relaxation (signed in
 * as an approved participant of the experiment group). Needs `npm run build` first. Not in npm test.
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
const SIGNED_OUT = ['/login'];
const SIGNED_IN = ['/dashboard', '/sleep', '/support', '/relaxation'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Issue 16's goal for the first three categories. */
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

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Keep the signed-in session in local storage between pages.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  // What cost points: every weighted audit below full marks, so the next fix is plain to see.
  for (const key of CATEGORIES) {
    const lost = (categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${Math.round((result.lhr.audits[ref.id]?.score ?? 0) * 100)})`);
    if (lost.length > 0) console.log(`${new URL(url).pathname} ${key}: ${lost.join(', ')}`);
  }
  // The metrics behind the performance score, so a change can be judged by more than the score.
  const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `${new URL(url).pathname} metrics: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );
  // LIGHTHOUSE_DETAILS=1: what the main thread spent its time on, the long tasks and the LCP element.
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of ['bootup-time', 'long-tasks', 'largest-contentful-paint-element', 'mainthread-work-breakdown']) {
      const details = result.lhr.audits[id]?.details;
      if (details && 'items' in details) console.log(`  ${id}: ${JSON.stringify(details.items).slice(0, 1500)}`);
    }
  }
  // DevTools issues name only their kind in the score; print what they are about.
  const issues = result.lhr.audits['inspector-issues']?.details;
  if (issues && 'items' in issues && issues.items.length > 0) {
    console.log(`${new URL(url).pathname} inspector issues: ${JSON.stringify(issues.items).slice(0, 600)}`);
  }
  return Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)])) as Scores;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('No built web app: run `npm run build` first.');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or CHROMIUM_PATH).`);
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

    const rows: [string, Scores][] = [];
    for (const page of SIGNED_OUT) rows.push([page, await audit(`${server.baseUrl}${page}`, chrome.port)]);
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
    for (const page of SIGNED_IN) rows.push([page, await audit(`${server.baseUrl}${page}`, chrome.port)]);

    console.log(`\nLighthouse 12 (mobile emulation, simulated slow 4G), Chromium ${CHROMIUM}; load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}\n`);
    console.log('| page | performance | accessibility | best practices | SEO |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [page, scores] of rows) {
      console.log(`| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`);
    }
    const short = rows.filter(([, s]) => s.performance < GOAL || s.accessibility < GOAL || s['best-practices'] < GOAL);
    console.log(`\nGoal: ≥ ${GOAL} for performance, accessibility and best practices — ${short.length === 0 ? 'met on every page' : `NOT met on ${short.map(([p]) => p).join(', ')}`}.`);
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
