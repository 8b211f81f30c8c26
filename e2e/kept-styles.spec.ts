import { expect, test, type Page } from '@playwright/test';
import { createParticipant, postNights, useSession } from './support/api';
import { differingPixels } from './support/pixels';
import { idleWorkDone, requestsInFlight } from './support/settled';

/**
 * A returning participant's start finds the styles of the last visit on the page
 * (public/kept-styles-init.js, apps/web/src/lib/kept-styles.ts): emotion builds and inserts no rule
 * of its own, and the screen is the same, pixel for pixel, as the first visit's
 * (docs/decisions/031-first-screen-without-intl.md). Sign-out removes them.
 */

/** The rules emotion inserted itself at this start: those of its sheets that are not the kept one or global. */
const insertedRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')).reduce(
      (sum, style) => sum + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
const keptClasses = (page: Page) =>
  page.evaluate(() => (document.getElementById('kept-styles')?.getAttribute('data-emotion')?.split(' ').length ?? 1) - 1);

/** The dashboard once its nights show, with nothing moving. */
async function dashboardShot(page: Page): Promise<Buffer> {
  const inFlight = requestsInFlight(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="week-card"][aria-busy="false"]')).toBeVisible();
  // The cards below the first screen mount once the browser is idle, and load what they show.
  await idleWorkDone(page, inFlight);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

for (const [scheme, width] of [
  ['light', 390],
  ['dark', 390],
  ['light', 1280],
] as const) {
  test(`a returning participant's dashboard draws from the kept styles, unchanged (${scheme}, ${width} px)`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    const session = await createParticipant(page.request, { name: 'Kübra Işık', abGroup: 'experiment' });
    await postNights(page.request, session, [
      [1, 7],
      [2, 5],
      [3, 8],
    ]);
    await useSession(page, session);

    // First visit: nothing kept; emotion inserts the screen's rules.
    const first = await dashboardShot(page);
    expect(await keptClasses(page)).toBe(0);
    expect(await insertedRules(page)).toBeGreaterThan(50);

    // Leaving the page (hidden) keeps them; the next start inserts none of its own.
    await page.goto('about:blank');
    const again = await dashboardShot(page);
    expect(await keptClasses(page)).toBeGreaterThan(50);
    expect(await insertedRules(page)).toBe(0);
    // Pixel for pixel, up to the anti-aliasing that varies from one paint to the next (e2e/support/pixels.ts).
    const differing = await differingPixels(browser, first, again, testInfo.outputPath('kept-styles.diff.png'));
    expect(differing, 'the screen drawn from the kept styles is the first visit’s, pixel for pixel').toBe(0);
  });
}

test('sign-out removes the kept styles', async ({ page }) => {
  await useSession(page, await createParticipant(page.request));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await keptClasses(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('uyku.styles'))).toBeNull();
});
