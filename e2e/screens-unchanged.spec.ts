import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createParticipant, postNights, useSession } from './support/api';
import { differingPixels } from './support/pixels';
import { idleWorkDone, requestsInFlight } from './support/settled';

/**
 * A pixel diff of the signed-in screens and the sign-in screen between two builds on one host, for
 * work that must not change what a participant sees (docs/decisions/025-first-render-main-thread.md).
 * Skipped unless SCREENS_REFERENCE names a folder: the first run records the screens there, the next
 * runs (after a change and a new build) compare every screen with its recording, light and dark, at
 * 390 and 1280 px, and write the differing pixels in red beside it. Not a stored golden image: fonts
 * and anti-aliasing differ between hosts, so only two builds on the same host are compared. Run this
 * file alone, both times: the journeys share one server, and one that runs before it changes what
 * the screens show (audio.spec.ts adds to the relaxation list, and the pages grow).
 */
const REFERENCE = process.env.SCREENS_REFERENCE;
test.skip(!REFERENCE, 'SCREENS_REFERENCE=<folder> records the screens, or compares them with a recording');

const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** Records the screen, or compares it with the recording. */
async function check(page: Page, browser: Browser, name: string) {
  const folder = REFERENCE!;
  const inFlight = requestsInFlight(page);
  mkdirSync(folder, { recursive: true });
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
      // What mounts when the browser is idle, and what it loads, in the shot too.
      await idleWorkDone(page, inFlight);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      const file = path.join(folder, `${name}-${scheme}-${width}.png`);
      if (!existsSync(file)) {
        writeFileSync(file, shot);
        continue;
      }
      writeFileSync(file.replace(/\.png$/, '.after.png'), shot);
      const count = await differingPixels(browser, readFileSync(file), shot, file.replace(/\.png$/, '.diff.png'));
      expect.soft(count, `${name} ${scheme} ${width} px: differing pixels (-1: another size)`).toBe(0);
    }
  }
}

test.describe.configure({ timeout: 240_000 });

test('an experiment participant with nights: dashboard, sleep, support and relaxation', async ({ page, browser }) => {
  const participant = await createParticipant(page.request, { name: 'Ayşe Yılmaz', phone: '05320000001', abGroup: 'experiment' });
  await postNights(page.request, participant, [
    [1, 7],
    [2, 5],
    [3, 8],
  ]);
  await useSession(page, participant);
  for (const address of ['/dashboard', '/sleep', '/support', '/relaxation']) {
    await page.goto(address);
    await check(page, browser, `participant${address.replace('/', '-')}`);
  }
});

test('a control participant without nights: dashboard', async ({ page, browser }) => {
  await useSession(page, await createParticipant(page.request, { name: 'Mehmet Demir', phone: '05320000002' }));
  await page.goto('/dashboard');
  await check(page, browser, 'newcomer-dashboard');
});

test('the sign-in screen, signed out: its prerendered page once the app has taken it over', async ({ page, browser }) => {
  await page.goto('/login');
  await check(page, browser, 'login');
});
