import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { killAll, startProcess } from './realtime/setup.js';
import { writeAppleExport, type ExpectedNight } from './wearable-import/generate.js';
import { memoryProbe, sampleWhile } from './wearable-import/memory.js';

/**
 * `npm run bench -- wearable-import [--mb 500] [--nights 420]`: an Apple Health export.zip whose
 * export.xml is about `--mb` MB (WEARABLE_BENCH_MB; a few million step, heart-rate and energy
 * records around one watch-staged night a day, 48 sleep samples each), generated as a stream into a
 * temporary directory, then read by the app's own import worker through the real 'İçe Aktar' dialog
 * of a signed-in participant in Debian's headless Chromium (docs/sleep-metrics.md, "Device nights").
 * Prints the sizes, the sleep samples and nights, the worker's parse time and the page's memory
 * growth (JS heap of page and worker; renderer resident memory) against the goals (under 150 MB and
 * 60 s), and the host's load average before and after. Exits non-zero when the nights found differ
 * from the generated ones. Needs the built app (`npm run build`).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const GOAL_MB = 150;
const GOAL_S = 60;
const ADMIN = { phone: '05009990001', password: 'BenchAdmin2025!', name: 'Bench Uzman' };
const PARTICIPANT = { phone: '05319990001', password: 'BenchUyku2025!', name: 'Bench Katılımcı' };

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[`WEARABLE_BENCH_${name.toUpperCase()}`];
  const value = Number(raw ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not ${raw}`);
  return value;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');

interface SignedIn {
  token: string;
  user: Record<string, unknown> & { userId: string };
}

async function api<T>(baseUrl: string, method: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const login = (baseUrl: string, who: { phone: string; password: string }) =>
  api<SignedIn>(baseUrl, 'POST', '/api/auth/login', {
    phone: who.phone,
    password: who.password,
    acceptTerms: true,
    acceptPrivacy: true,
  });

/** A participant enrolled on the first generated night, so the dialog offers every night. */
async function participant(baseUrl: string, enrolledOn: string): Promise<SignedIn> {
  const admin = await login(baseUrl, ADMIN);
  await api(baseUrl, 'POST', '/api/auth/register', { ...PARTICIPANT, abGroup: 'control' }, admin.token);
  const signedIn = await login(baseUrl, PARTICIPANT);
  await api(baseUrl, 'PUT', `/api/admin/users/${signedIn.user.userId}`, { enrolledOn }, admin.token);
  return signedIn;
}

/** What the page keeps of the import worker: when it started and what it answered. */
interface WorkerWatch {
  startedMs: number;
  finishedMs: number;
  failed: boolean;
  nights: (ExpectedNight & { vendor: string; stages_available: boolean; nap: boolean })[] | null;
}
interface PageScope {
  Worker: new (url: string | URL, options?: object) => EventTarget;
  __workerWatch?: WorkerWatch;
}

/**
 * Runs in the page before the app: the app's own Worker, watched — its start time and its answer
 * are kept beside what the dialog does with them, so the benchmark can check every figure.
 */
function watchWorkers() {
  const scope = globalThis as unknown as PageScope;
  const watch: WorkerWatch = { startedMs: 0, finishedMs: 0, failed: false, nights: null };
  scope.__workerWatch = watch;
  const Native = scope.Worker;
  scope.Worker = class extends Native {
    constructor(url: string | URL, options?: object) {
      super(url, options);
      watch.startedMs = performance.now();
      this.addEventListener('message', (event) => {
        const data = (event as Event & { data?: { type?: string; nights?: WorkerWatch['nights'] } }).data;
        if (data?.type === 'done') watch.nights = data.nights ?? [];
        if (data?.type === 'failed') watch.failed = true;
        if (data?.type === 'done' || data?.type === 'failed') watch.finishedMs = performance.now();
      });
    }
  };
}

const FIELDS = [
  'date',
  'in_bed_start',
  'in_bed_end',
  'sleep_onset',
  'final_wake',
  'rem_minutes',
  'deep_minutes',
  'light_minutes',
  'awake_minutes',
] as const;

/** Differences between the nights found and the generated ones, at most a few. */
function differences(found: NonNullable<WorkerWatch['nights']>, expected: readonly ExpectedNight[]): string[] {
  const problems: string[] = [];
  const naps = found.filter((night) => night.nap);
  if (naps.length > 0) problems.push(`${naps.length} naps found, none generated`);
  const main = found.filter((night) => !night.nap);
  if (main.length !== expected.length) problems.push(`${main.length} nights found, ${expected.length} generated`);
  const byDate = new Map(main.map((night) => [night.date, night]));
  for (const want of expected) {
    const got = byDate.get(want.date);
    if (!got) problems.push(`${want.date}: not found`);
    else if (got.vendor !== 'apple' || !got.stages_available)
      problems.push(`${want.date}: ${got.vendor}, stages ${got.stages_available}`);
    else
      for (const field of FIELDS)
        if (got[field] !== want[field]) problems.push(`${want.date} ${field}: ${got[field]} ≠ ${want[field]}`);
    if (problems.length >= 10) break;
  }
  return problems;
}

async function main(): Promise<number> {
  const targetMb = option('mb', 500);
  const nightCount = Math.round(option('nights', 420));
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('No built web app: run `npm run build` first.');
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or CHROMIUM_PATH).`);
  const loadBefore = os.loadavg();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'uyku-bench-wearable-'));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const zipPath = path.join(dir, 'export.zip');
    const generating = performance.now();
    const generated = await writeAppleExport(zipPath, targetMb * 1e6, nightCount);
    console.log(
      `Generated ${zipPath}: export.xml ${mb(generated.xmlBytes)} (${generated.records.toLocaleString('en')} records, ` +
        `${generated.sleepSamples.toLocaleString('en')} sleep samples, ${generated.nights.length} nights), zip ${mb(generated.zipBytes)}, ` +
        `in ${((performance.now() - generating) / 1000).toFixed(1)} s`,
    );

    server = await startProcess('apps/server/src/main.ts', {
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
    });
    const session = await participant(server.baseUrl, generated.nights[0]!.date);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    });
    await context.addInitScript(
      ([user, token]) => {
        const storage = (globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } })
          .localStorage;
        storage.setItem('uyku.user', JSON.stringify({ mustChangePassword: false, ...user }));
        storage.setItem('uyku.token', token);
      },
      [session.user, session.token] as const,
    );
    await context.addInitScript(watchWorkers);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/sleep`);
    await page.getByRole('button', { name: 'İçe Aktar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Akıllı Saat Verisini İçe Aktar' });
    const input = dialog.getByTestId('device-import-file');
    // The pick button is enabled once the participant's enrolment day has come from the server.
    await dialog.locator('label.MuiButton-root:not(.Mui-disabled)').waitFor({ timeout: 30_000 });

    const probe = await memoryProbe(browser, page);
    await probe.collectGarbage();
    const before = await probe.sample();
    const sampler = sampleWhile(probe, 100);
    const picked = performance.now();
    await input.setInputFiles(zipPath);
    await page.waitForFunction(() => (globalThis as unknown as PageScope).__workerWatch?.finishedMs, undefined, {
      timeout: 15 * 60_000,
      polling: 250,
    });
    const peak = await sampler.stop();
    const watch = await page.evaluate(() => (globalThis as unknown as PageScope).__workerWatch!);
    const wallSeconds = (performance.now() - picked) / 1000;

    const found = watch.nights ?? [];
    const problems = watch.failed ? ['the worker answered "failed"'] : differences(found, generated.nights);
    const listed =
      problems.length === 0
        ? await dialog.getByText(`${generated.nights.length} gece bulundu`).isVisible({ timeout: 30_000 })
        : false;
    if (problems.length === 0 && !listed) problems.push(`the dialog does not say "${generated.nights.length} gece bulundu"`);
    const listedMemory = await probe.sample();
    await probe.close();

    const parseSeconds = (watch.finishedMs - watch.startedMs) / 1000;
    const heapGrowth = peak.heapBytes - before.heapBytes;
    const rssGrowth = peak.rssBytes - before.rssBytes;
    const loadAfter = os.loadavg();
    console.log(
      `\nApple Health import in the worker, through 'İçe Aktar' (${os.cpus().length} CPUs, ${peak.samples} memory samples):\n`,
    );
    console.log(
      '| export.xml | zip | records | sleep samples | nights found | parse time | JS heap growth (page + worker) | renderer RSS growth |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${mb(generated.xmlBytes)} | ${mb(generated.zipBytes)} | ${generated.records.toLocaleString('en')} | ${generated.sleepSamples.toLocaleString('en')} | ` +
        `${found.filter((n) => !n.nap).length} of ${generated.nights.length} | ${parseSeconds.toFixed(1)} s (${wallSeconds.toFixed(1)} s to the answer) | ${mb(heapGrowth)} | ${mb(rssGrowth)} |`,
    );
    console.log(
      `\nJS heap: ${mb(before.heapBytes)} before, peak ${mb(peak.heapBytes)} (workers' part up to ${mb(peak.workerHeapBytes)}, ${peak.workers} worker(s) measured); ` +
        `renderer RSS: ${mb(before.rssBytes)} before, peak ${mb(peak.rssBytes)}, ${mb(listedMemory.rssBytes)} with the nights listed.`,
    );
    console.log(
      `Goal: under ${GOAL_S} s — ${parseSeconds < GOAL_S ? 'met' : 'NOT met'}; memory growth under ${GOAL_MB} MB — JS heap ${heapGrowth < GOAL_MB * 1e6 ? 'met' : 'NOT met'}, renderer RSS ${rssGrowth < GOAL_MB * 1e6 ? 'met' : 'NOT met'}.`,
    );
    console.log(`Load average (1/5/15 min): before ${load(loadBefore)}, after ${load(loadAfter)}.`);
    if (problems.length > 0) {
      console.error(`\nWRONG: the nights found differ from the generated ones:\n  ${problems.join('\n  ')}`);
      return 1;
    }
    console.log(`Correct: all ${generated.nights.length} nights found with the generated times and minutes.`);
    return 0;
  } finally {
    await browser?.close();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    killAll();
    console.error(error);
    process.exit(1);
  });
