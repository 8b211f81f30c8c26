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
 * LIGHTHOUSE_PAGES=/login,/sleep audits only those pages; LIGHTHOUSE_TRACE_DIR=<folder> keeps each
 * run's trace there, and LIGHTHOUSE_PROFILE=1 adds V8's sampling profiler to it (which functions ran
 * in each task; the profiler slows the page, so a profiled run's figures are not results).
 * Lighthouse's simulated phone is the host's own CPU slowed 4×, so the scores depend on the host:
 * its benchmark index is printed with them.
 * LIGHTHOUSE_CPU_SLOWDOWN=<n> slows it n× instead (Lighthouse's own `throttling.cpuSlowdownMultiplier`,
 * which its documentation says to calibrate to the host): on a fast host the baseline page's TBT is
 * near nothing at 4×, and a larger multiplier brings it where the TBT ratio can be judged. The
 * absolute goals (scores, TBT ≤ 200 ms) are stated for 4× and are not judged at another multiplier.
 *
 * So that a host's speed cannot flip the verdict, every run of a page is followed by a run of the
 * baseline page (dist/baseline/baseline.html: the theme, the top bar and one card, nothing else),
 * in the same visit state, and each page's main-thread time and total blocking time are printed as a
 * ratio to the baseline's (medians of the runs beside it); the goals are stated on the ratio as well
 * as on the absolute figures (docs/benchmarks.md, "Lighthouse"). Beside them, each page's main thread
 * as its trace recorded it: the share of its wall time the thread had a core, its CPU time beside the
 * baseline's, and its long-task time from wall and from CPU time (bench/main-thread-cpu.ts), which
 * tell how much of the main thread and the blocking on a busy host is the thread waiting for a core.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { freshMemoryMsPerGiB, loadAverage } from './host.js';
import { mainThreadTimes, type MainThreadTimes } from './main-thread-cpu.js';
import { median } from './stats.js';
import { killAll, ROOT, startProcess } from './realtime/setup.js';

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const ADMIN = { phone: '05001112233', password: 'LighthouseAdmin1!' };
const PARTICIPANT = { name: 'Ayşe Yılmaz', phone: '05321234567', password: 'Uyku2025!' };
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const chosen = (pages: string[]) => (ONLY ? pages.filter((page) => ONLY.includes(page)) : pages);
const SIGNED_OUT = chosen(['/login']);
const SIGNED_IN = chosen(['/dashboard', '/sleep', '/support', '/relaxation']);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TRACE_DIR = process.env.LIGHTHOUSE_TRACE_DIR;
const PROFILE = Boolean(process.env.LIGHTHOUSE_PROFILE);
/** Lighthouse's default CPU multiplier for its mobile emulation, and the one this run uses. */
const DEFAULT_CPU_SLOWDOWN = 4;
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? DEFAULT_CPU_SLOWDOWN);
if (!(CPU_SLOWDOWN >= 1))
  throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number ≥ 1, not ${process.env.LIGHTHOUSE_CPU_SLOWDOWN}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The goal for the first three categories (docs/benchmarks.md, "Lighthouse"). */
const GOAL = 95;
/** The absolute goals on the metrics behind performance (docs/benchmarks.md, "Lighthouse"). */
const TBT_GOAL_MS = 200;
const CLS_GOAL = 0.02;
/**
 * The goals on the ratios to the baseline page, which a slow host scales alike (docs/benchmarks.md,
 * "Lighthouse"): a page's main-thread time and its TBT at most this many times the baseline's. The
 * baseline's TBT may be near nothing on a fast host: below BASELINE_TBT_FLOOR_MS it is not divided
 * by, and that page's TBT ratio is not judged.
 */
const MAIN_THREAD_RATIO_GOAL = 2.5;
const TBT_RATIO_GOAL = 3;
const BASELINE_TBT_FLOOR_MS = 25;
const BASELINE = '/baseline/baseline.html';

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
 * participant opens them (signed in, the app's files kept), after WARM_UP_VISITS visits of the page
 * that are not measured, so that every run of a page starts from the same state.
 */
type Visit = 'first' | 'returning';
/** The figures a page is judged by beside the baseline, in milliseconds (CLS unitless). */
interface Metrics {
  tbt: number;
  /** Lighthouse's mainthread-work-breakdown: all main-thread work of the load, scaled to the phone. */
  mainThread: number;
  cls: number;
  /** The page's main thread read from the trace: wall and CPU time (bench/main-thread-cpu.ts). */
  thread: MainThreadTimes;
}
interface Audit {
  scores: Scores;
  metrics: Metrics;
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
    // Lighthouse's own setting for more trace categories (its CLI's --additional-trace-categories).
    ...(PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    // Merged into Lighthouse's mobile throttling, as its CLI's --throttling.cpuSlowdownMultiplier is.
    ...(CPU_SLOWDOWN === DEFAULT_CPU_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
  const { lhr } = result;
  // LIGHTHOUSE_TRACE_DIR=<folder>: each run's trace, to read which tasks the main thread ran (the
  // per-file cost of decision 027 was found this way).
  if (TRACE_DIR) {
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(path.join(TRACE_DIR, name), JSON.stringify(result.artifacts.Trace));
  }
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
  const metrics: Metrics = {
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    thread: mainThreadTimes(result.artifacts.Trace, CPU_SLOWDOWN),
  };
  return { scores, metrics, benchmarkIndex: lhr.environment.benchmarkIndex, print };
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART) through no fault of the page;
 * one such run is done again rather than losing the whole benchmark. A second failure is reported.
 */
async function auditAgainOnce(url: string, port: number, visit: Visit): Promise<Audit> {
  try {
    return await audit(url, port, visit);
  } catch (error) {
    console.log(`${new URL(url).pathname}: ${error instanceof Error ? error.message : String(error)} — running it again`);
    return audit(url, port, visit);
  }
}

interface PageResult {
  page: string;
  scores: Scores;
  /** Every run's performance score, lowest first. */
  performances: number[];
  /** Each metric's median over the page's runs, and over the baseline's runs beside them. */
  metrics: Metrics;
  baseline: Metrics;
  /**
   * Each run's ratio to the baseline run right after it, lowest and highest (pairs whose baseline is
   * under the ratio's floor left out): how far the verdict on the medians sits from the run-to-run
   * spread (a baseline page's TBT is made of a few tasks near the 50 ms line, so its median moves by
   * a quarter between runs where a page's moves by a tenth).
   */
  pairRatios: { mainThread: [number, number]; tbt: [number, number] };
}

const medianMetrics = (runs: Audit[]): Metrics => ({
  tbt: median(runs.map((run) => run.metrics.tbt)),
  mainThread: median(runs.map((run) => run.metrics.mainThread)),
  cls: median(runs.map((run) => run.metrics.cls)),
  thread: {
    wallMs: median(runs.map((run) => run.metrics.thread.wallMs)),
    cpuMs: median(runs.map((run) => run.metrics.thread.cpuMs)),
    blockingFromWallMs: median(runs.map((run) => run.metrics.thread.blockingFromWallMs)),
    blockingFromCpuMs: median(runs.map((run) => run.metrics.thread.blockingFromCpuMs)),
  },
});

/**
 * Visits of a page (and of the baseline page) before its measured runs. Chromium writes a script's
 * V8 code cache at the script's second load, on the page's main thread (`v8.produceModuleCache`,
 * 22–67 ms of its CPU in a returning start here): with one visit, the first measured run paid it and
 * the others did not, and only for the scripts no page before had loaded twice (docs/benchmarks.md,
 * "Lighthouse"). After two, every measured run starts with the cache written, as a participant's
 * daily start does.
 */
const WARM_UP_VISITS = 2;

/** One visit that is not measured, so that a returning participant's runs all start alike. */
async function warmUp(url: string, port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.goto(url, { waitUntil: 'networkidle0' });
  await tab.close();
  await browser.disconnect();
}

/**
 * Audits a page RUNS times, each run followed by one of the baseline page in the same visit state,
 * and keeps the page's run with the median performance score.
 */
async function auditPage(
  baseUrl: string,
  page: string,
  port: number,
  visit: Visit,
  benchmarkIndexes: number[],
): Promise<PageResult> {
  if (visit === 'returning') {
    for (let i = 0; i < WARM_UP_VISITS; i++) {
      await warmUp(`${baseUrl}${page}`, port);
      await warmUp(`${baseUrl}${BASELINE}`, port);
    }
  }
  const runs: Audit[] = [];
  const baselineRuns: Audit[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await auditAgainOnce(`${baseUrl}${page}`, port, visit));
    baselineRuns.push(await auditAgainOnce(`${baseUrl}${BASELINE}`, port, visit));
  }
  // A pair whose baseline run is under `floor` is left out, as the median ratio leaves out such a baseline.
  const pairRange = (metric: (metrics: Metrics) => number, floor = 1): [number, number] => {
    const ratios = runs
      .map((run, i) => [metric(run.metrics), metric(baselineRuns[i]!.metrics)] as const)
      .filter(([, base]) => base >= floor)
      .map(([value, base]) => value / base);
    return ratios.length > 0 ? [Math.min(...ratios), Math.max(...ratios)] : [NaN, NaN];
  };
  const pairRatios = {
    mainThread: pairRange((m) => m.mainThread),
    tbt: pairRange((m) => m.tbt, BASELINE_TBT_FLOOR_MS),
  };
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  const reported = runs[Math.floor((runs.length - 1) / 2)]!;
  reported.print();
  benchmarkIndexes.push(...[...runs, ...baselineRuns].map((run) => run.benchmarkIndex));
  return {
    page,
    scores: reported.scores,
    performances: runs.map((run) => run.scores.performance),
    metrics: medianMetrics(runs),
    baseline: medianMetrics(baselineRuns),
    pairRatios,
  };
}

/** `value / base` as '1.8×', or '—' when the base is too small to divide by. */
const ratio = (value: number, base: number, floor = 1) =>
  Number.isFinite(value) && Number.isFinite(base) && base >= floor ? `${(value / base).toFixed(2)}×` : '—';
/** A run-pair range as '1.9–2.6×', or '—' when no pair's baseline was large enough to divide by. */
const range = ([low, high]: [number, number]) =>
  Number.isFinite(low) && Number.isFinite(high) ? `${low.toFixed(2)}–${high.toFixed(2)}×` : '—';
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '?');

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
  if (!existsSync(path.join(ROOT, `apps/web/dist${BASELINE}`)))
    throw new Error('No baseline page in the build: run `npm run build` first.');
  console.log(`Load average at the start: ${loadAverage()}`);
  // Before Chromium starts, so the browser's own start does not share the CPU with it.
  const freshMemory = freshMemoryMsPerGiB();
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
      `\nLighthouse 12 (mobile emulation, simulated slow 4G, CPU slowed ${CPU_SLOWDOWN}×), Chromium ${CHROMIUM}; median of ${RUNS} run(s) per page; ` +
        `host benchmark index ${Math.round(indexes[0] ?? 0)}–${Math.round(indexes.at(-1) ?? 0)}, ` +
        `fresh memory ${(freshMemory / 1000).toFixed(2)} s/GiB; ` +
        `load average at the end ${loadAverage()}\n`,
    );
    console.log('| page | performance (every run) | accessibility | best practices | SEO | TBT ms | CLS |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { page, scores, performances, metrics } of rows) {
      console.log(
        `| ${page} | ${scores.performance} (${performances.join(', ')}) | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ` +
          `${ms(metrics.tbt)} | ${metrics.cls.toFixed(3)} |`,
      );
    }
    console.log(
      `\nBeside the baseline page (${BASELINE}), medians of the runs of each; in brackets the lowest and highest ` +
        'ratio of one run to the baseline run right after it, the spread a verdict on the medians sits in:\n',
    );
    console.log('| page | main-thread ms | baseline main-thread ms | main-thread ratio | TBT ms | baseline TBT ms | TBT ratio |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { page, metrics, baseline, pairRatios } of rows) {
      const tbtRatio = ratio(metrics.tbt, baseline.tbt, BASELINE_TBT_FLOOR_MS);
      console.log(
        `| ${page} | ${ms(metrics.mainThread)} | ${ms(baseline.mainThread)} | ` +
          `${ratio(metrics.mainThread, baseline.mainThread)} (${range(pairRatios.mainThread)}) | ` +
          `${ms(metrics.tbt)} | ${ms(baseline.tbt)} | ${tbtRatio === '—' ? tbtRatio : `${tbtRatio} (${range(pairRatios.tbt)})`} |`,
      );
    }
    // A diagnostic of the host, not a verdict: on a busy 2-core host the page's thread waits for a
    // core inside its tasks, and Lighthouse's CPU multiplier scales that wait too (bench/main-thread-cpu.ts).
    console.log(
      "\nThe main thread's own CPU time beside its wall time (from the same traces, medians; long-task time = " +
        `Σ max(0, ${CPU_SLOWDOWN} × task − 50 ms) over the whole load, what TBT is made of):\n`,
    );
    // The thread's CPU time beside the baseline's: the main-thread ratio without the waits for a core,
    // which the page's own requests (its server, the service worker, the browser's other processes)
    // lengthen on a 2-core host and a phone's spare cores would not.
    console.log(
      '| page | CPU share of main-thread time | thread CPU ms (baseline) | CPU ratio | long-task time from wall, ms | from CPU, ms | baseline from wall | baseline from CPU |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const share = ({ cpuMs, wallMs }: MainThreadTimes) => `${Math.round((100 * cpuMs) / wallMs)} %`;
    for (const { page, metrics, baseline } of rows) {
      console.log(
        `| ${page} | ${share(metrics.thread)} | ${ms(metrics.thread.cpuMs)} (${ms(baseline.thread.cpuMs)}) | ` +
          `${ratio(metrics.thread.cpuMs, baseline.thread.cpuMs)} | ${ms(metrics.thread.blockingFromWallMs)} | ` +
          `${ms(metrics.thread.blockingFromCpuMs)} | ${ms(baseline.thread.blockingFromWallMs)} | ${ms(baseline.thread.blockingFromCpuMs)} |`,
      );
    }
    // A goal's verdict names the pages that miss it, and those it could not judge in this run.
    const verdict = (label: string, fails: (row: PageResult) => boolean, judged: (row: PageResult) => boolean = () => true) => {
      const judgedRows = rows.filter(judged);
      const short = judgedRows.filter(fails).map(({ page }) => page);
      const unjudged = rows.filter((row) => !judged(row)).map(({ page }) => page);
      const outcome =
        judgedRows.length === 0
          ? 'not judged on any page'
          : (short.length === 0 ? 'met on every page' : `NOT met on ${short.join(', ')}`) +
            (unjudged.length > 0 ? ` (not judged on ${unjudged.join(', ')})` : '');
      console.log(`${label} — ${outcome}.`);
    };
    console.log('');
    // The absolute goals are Lighthouse's own scale: a phone of 4× the host's CPU.
    const atDefaultSlowdown = CPU_SLOWDOWN === DEFAULT_CPU_SLOWDOWN;
    const absolute = () => atDefaultSlowdown;
    verdict(
      `Goal: ≥ ${GOAL} for performance, accessibility and best practices`,
      ({ scores: s }) => [s.performance, s.accessibility, s['best-practices']].some((score) => score < GOAL),
      absolute,
    );
    verdict(
      `Goal: TBT ≤ ${TBT_GOAL_MS} ms and CLS ≤ ${CLS_GOAL}`,
      ({ metrics }) => !(metrics.tbt <= TBT_GOAL_MS && metrics.cls <= CLS_GOAL),
      absolute,
    );
    // The absolute goal judges the page only where the app's least possible page meets it: on a host
    // slower than that, 'not met' says as much about the host as about the page.
    const slowHost = rows.filter(({ baseline }) => baseline.tbt > TBT_GOAL_MS).map(({ page }) => page);
    if (atDefaultSlowdown && slowHost.length > 0)
      console.log(
        `  (This host is too slow for the absolute TBT verdict beside ${slowHost.join(', ')}: the baseline page alone ` +
          `was above ${TBT_GOAL_MS} ms there; judge by the ratios.)`,
      );
    if (!atDefaultSlowdown)
      console.log(
        `  (The absolute goals are stated for Lighthouse's ${DEFAULT_CPU_SLOWDOWN}×; this run slowed the CPU ${CPU_SLOWDOWN}×.)`,
      );
    verdict(
      `Goal: main-thread time ≤ ${MAIN_THREAD_RATIO_GOAL}× the baseline page's`,
      ({ metrics, baseline }) => !(metrics.mainThread <= MAIN_THREAD_RATIO_GOAL * baseline.mainThread),
    );
    // The TBT ratio only where the baseline's TBT is worth dividing by (a fast host's is near 0 at 4×).
    verdict(
      `Goal: TBT ≤ ${TBT_RATIO_GOAL}× the baseline page's (judged only beside a baseline TBT of at least ${BASELINE_TBT_FLOOR_MS} ms)`,
      ({ metrics, baseline }) => !(metrics.tbt <= TBT_RATIO_GOAL * baseline.tbt),
      ({ baseline }) => baseline.tbt >= BASELINE_TBT_FLOOR_MS,
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
