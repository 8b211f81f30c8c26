import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './support/api';
import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser). Each run starts the built
 * server on a free port with a fresh data directory; the port and directory are chosen once in the
 * runner process and inherited by the workers through the environment.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'uyku-e2e-'));

if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium was not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const CAMERA = '**/heart-rate-camera.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'e2e/.artifacts/results'),
  fullyParallel: false,
  // The total; each project below sets its own (testProject.workers).
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  projects: [
    // One journey at a time: a journey already keeps both cores of a CI machine busy (browser, server,
    // axe); with two workers the whole run took longer (the axe walks 2.3× slower each) and journeys
    // that wait on a lazily loaded page timed out.
    // The chat journey counts the expert's conversations from zero: it runs before any other writes one.
    { name: 'clean-server', testMatch: '**/chat.spec.ts', workers: 1 },
    { name: 'journeys', testIgnore: ['**/chat.spec.ts', CAMERA], dependencies: ['clean-server'], workers: 1 },
    // The camera journeys wait out a real 30-second measurement each while Chromium's fake camera plays
    // a tiny video: about a quarter of one core each. They run last, side by side, alone on the machine
    // (time counted by the page as frames arrive, so a busy machine reads a slower pulse). A failed
    // journey before them skips them; `--no-deps` runs them alone.
    { name: 'camera', testMatch: CAMERA, dependencies: ['journeys'], fullyParallel: true, workers: 4 },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // No trace by default: recording one for every journey (to keep the failed ones) cost about 40 %
    // of the journeys' time in full runs on 2 cores (10.8 → 6.7 min; the axe walks no faster without);
    // E2E_TRACE=1 records them.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a journey asks for one (offline, the outbox, push reminders): each new
    // context would otherwise install it and store the whole shell (about 220 files) while the
    // journey runs; without it a set of 24 journeys took 12 % less time on 2 cores (docs/testing.md).
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/login`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The journeys register far more participants from 127.0.0.1 than one address may; a connection
      // from the server's own machine is not counted per address (rate-limit.ts), so the shipped
      // limits stay in force here, as an operator's `npm start` has them.
    },
  },
});
