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

/**
 * The global styles every screen has (MUI's CssBaseline under the theme) come in the HTML too, as
 * emotion's own `<style data-emotion="css-global <name>">`, which its Global component takes over
 * instead of compiling and inserting the same rules at every start (decision 032).
 */
for (const [label, path] of [
  ['a signed-in start', '/dashboard'],
  ['the sign-in screen', '/login'],
  ['the baseline page', '/baseline/baseline.html'],
] as const) {
  test(`${label} brings the global styles in its HTML, and emotion takes them over instead of inserting them`, async ({
    page,
  }) => {
    const html = await (await page.request.get(path)).text();
    expect(html, 'the served HTML holds the global styles').toMatch(
      /<style data-emotion="css-global [\w-]+"[^>]*>[^<]*text-size-adjust:100%/,
    );

    if (path === '/dashboard') await useSession(page, await createParticipant(page.request));
    await page.goto(path);
    await expect(page.locator('h1, [role="heading"]').first()).toBeVisible();
    // Read once the app has started (the sign-in screen's HTML shows before the app takes it over).
    const globals = () =>
      page.evaluate(() => ({
        // Emotion renames a tag it takes over to "css-global"; a name left means it built its own.
        unclaimed: Array.from(document.querySelectorAll('style[data-emotion^="css-global "]')).filter((tag) => tag.textContent)
          .length,
        // The baseline's rules once in the page's style sheets: not a second copy inserted by emotion.
        copies: Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule.cssText.includes('text-size-adjust: 100%')).length,
      }));
    await expect.poll(globals).toEqual({ unclaimed: 0, copies: 1 });
  });
}
