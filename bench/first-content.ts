import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { killAll, startProcess } from './realtime/setup.js';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';
import { median } from './stats.js';

/**
 * The sign-in screen on a slow phone connection (`npm run bench -- first-content`): Debian's
 * Chromium with a phone's screen and the network throttled through the DevTools protocol to
 * 1.6 Mbps down, 750 kbps up and 150 ms round trip (Lighthouse's "slow 4G"), cache empty. For
 * each load it prints the first contentful paint, the time until the login form can be typed in,
 * and the bytes that crossed the network. The baseline is the same server and build in the same
 * run with compression refused (`Accept-Encoding: identity`), as every asset was sent before.
 * Needs the built app (`npm run build`): the server serves apps/web/dist as a user gets it.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.FIRST_CONTENT_RUNS ?? 5);
const PAGE = '/login';
const GOAL_MS = 2_500;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

interface Load {
  firstContentMs: number;
  formReadyMs: number;
  transferredBytes: number;
  encodings: Set<string>;
}

async function loadOnce(browser: Browser, url: string, compressed: boolean): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    if (!compressed) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });

    let transferredBytes = 0;
    const encodings = new Set<string>();
    cdp.on('Network.loadingFinished', (event) => (transferredBytes += event.encodedDataLength));
    cdp.on('Network.responseReceived', (event) => {
      const headers = event.response.headers as Record<string, string>;
      const encoding = headers['content-encoding'] ?? headers['Content-Encoding'];
      if (event.type === 'Script' || event.type === 'Document') encodings.add(encoding ?? 'none');
    });

    await page.goto(url, { waitUntil: 'commit' });
    // The form can be typed in: React has rendered the lazy login page (the router waits for it).
    await page.locator('input[name="phone"]').waitFor({ state: 'visible', timeout: 60_000 });
    const formReadyMs = await page.evaluate(() => performance.now());
    const firstContentMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    await page.waitForLoadState('networkidle');
    return { firstContentMs, formReadyMs, transferredBytes, encodings };
  } finally {
    await context.close();
  }
}


function summary(label: string, loads: Load[]) {
  return {
    label,
    firstContent: median(loads.map((load) => load.firstContentMs)),
    formReady: median(loads.map((load) => load.formReadyMs)),
    kib: median(loads.map((load) => load.transferredBytes)) / 1024,
    encodings: [...new Set(loads.flatMap((load) => [...load.encodings]))].join(', '),
  };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('No built web app: run `npm run build` first.');
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or CHROMIUM_PATH).`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'uyku-bench-first-content-'));
  const server = await startProcess('apps/server/src/main.ts', { DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const url = `${server.baseUrl}${PAGE}`;
    // One unmeasured load each, so the server's first-request work is not counted.
    await loadOnce(browser, url, true);
    await loadOnce(browser, url, false);
    const compressed: Load[] = [];
    const identity: Load[] = [];
    // Interleaved, so a noisy moment on the shared machine hits both alike.
    for (let run = 0; run < RUNS; run++) {
      compressed.push(await loadOnce(browser, url, true));
      identity.push(await loadOnce(browser, url, false));
    }
    const rows = [summary('compressed (br/gzip)', compressed), summary('baseline: uncompressed', identity)];
    console.log(`\n${PAGE} on 1.6 Mbps / 150 ms RTT, empty cache, median of ${RUNS} loads (${os.cpus().length} CPUs):\n`);
    console.log('| run | first content | form ready | transferred | script/page encoding |');
    console.log('|---|---:|---:|---:|---|');
    for (const row of rows) {
      console.log(
        `| ${row.label} | ${(row.firstContent / 1000).toFixed(2)} s | ${(row.formReady / 1000).toFixed(2)} s | ${row.kib.toFixed(0)} KiB | ${row.encodings} |`,
      );
    }
    const [best] = rows;
    console.log(`\nGoal: first content under ${GOAL_MS / 1000} s — ${best!.firstContent < GOAL_MS ? 'met' : 'NOT met'}.`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  killAll();
  console.error(error);
  process.exit(1);
});
