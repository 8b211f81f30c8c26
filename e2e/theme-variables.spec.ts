import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';

/**
 * Every start finds the theme's CSS variables in its HTML, written there by the build
 * (apps/web/scripts/prerender.mjs), instead of building them from the theme in JavaScript during the
 * start's first long task (docs/decisions/030-no-spinner-for-a-short-wait.md).
 */
const THEME_STYLE = '<style id="theme-variables">';

for (const [label, path] of [
  ['a signed-in start', '/dashboard'],
  ['the sign-in screen', '/login'],
  ['the baseline page', '/baseline/baseline.html'],
] as const) {
  test(`${label} brings the theme's variables in its HTML and adds no second copy`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html.split(THEME_STYLE).length - 1, 'the served HTML holds the theme variables once').toBe(1);

    if (path === '/dashboard') await useSession(page, await createParticipant(page.request));
    await page.goto(path);
    await expect(page.locator('h1, [role="heading"]').first()).toBeVisible();
    expect(await page.locator('style#theme-variables').count()).toBe(1);
    // The variables are in effect: the primary colour of the scheme the page shows.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
  });
}
