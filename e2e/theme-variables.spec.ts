import { expect, test, type APIRequestContext } from '@playwright/test';
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

/** The component rules' ids in a served HTML's `<style data-emotion="css <ids>">`. */
async function idsInHtml(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set(/<style data-emotion="css ([\w -]+)"[^>]*>/.exec(html)?.[1]?.split(' '));
}

/**
 * The components' styles of a start come in the HTML too (decision 036): the build renders the
 * participant's pages and puts every rule they insert into one `<style data-emotion="css <ids>">`,
 * which emotion takes over, so the browser neither compiles nor inserts those rules again. What
 * the start draws beyond the build's renders (data once it arrives) is inserted as before. Each page
 * of the menu has an HTML of its own with only its start's rules; any other address (here /sleep
 * with a query) gets index.html with every page's (decision 044).
 */
for (const [label, path, heading] of [
  ['a signed-in start (/support)', '/support', 'Uzman Desteği'],
  ['a signed-in start (/sleep)', '/sleep', 'Uyku Takibi'],
  ['a signed-in start (/relaxation)', '/relaxation', 'Rahatlama Merkezi'],
  ['a signed-in start without an HTML of its own (/sleep?gun=1)', '/sleep?gun=1', 'Uyku Takibi'],
  ['the baseline page', '/baseline/baseline.html', 'Uyku ve Stres Platformu'],
] as const) {
  test(`${label} brings its components' styles in its HTML, and emotion inserts none of them again`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const inHtml = await idsInHtml(page.request, path);
    expect(inHtml.size, "the served HTML holds the components' styles").toBeGreaterThan(10);

    if (path !== '/baseline/baseline.html')
      await useSession(page, await createParticipant(page.request, { abGroup: 'experiment' }));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const styles = await page.evaluate(() => {
      const classOf = (text: string) => /\.css-([\w-]+)/.exec(text)?.[1];
      // Emotion's own tags for what it inserts while the app runs carry the bare key.
      const inserted = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'))
        .flatMap((tag) => Array.from(tag.sheet?.cssRules ?? []))
        .map((rule) => classOf(rule.cssText))
        .filter((id): id is string => id !== undefined);
      const shown = (root: Element | null) =>
        Array.from(root?.querySelectorAll('[class*="css-"]') ?? [])
          .flatMap((element) => Array.from(element.classList))
          .filter((name) => name.startsWith('css-') && name !== 'css-0')
          .map((name) => name.slice('css-'.length));
      return {
        inserted,
        topBar: shown(document.querySelector('header')),
        pageStart: shown(document.querySelector('main')).slice(0, 8),
      };
    });
    expect(
      styles.inserted.filter((id) => inHtml.has(id)),
      'rules of the HTML inserted a second time',
    ).toEqual([]);
    expect(styles.topBar.length).toBeGreaterThan(3);
    expect(
      styles.topBar.filter((id) => !inHtml.has(id)),
      "the top bar's styles not in the HTML",
    ).toEqual([]);
    expect(
      styles.pageStart.filter((id) => !inHtml.has(id)),
      "the page's first styles not in the HTML",
    ).toEqual([]);
  });
}

test("each page of a participant's menu has an HTML of its own with only its start's rules", async ({ request }) => {
  const every = await idsInHtml(request, '/index.html');
  for (const path of ['/dashboard', '/sleep', '/relaxation', '/binaural', '/forms', '/support', '/profile']) {
    const own = await idsInHtml(request, path);
    expect(own.size, path).toBeGreaterThan(10);
    expect(own.size, path).toBeLessThan(every.size);
    expect(
      [...own].filter((id) => !every.has(id)),
      `${path}: rules index.html lacks`,
    ).toEqual([]);
  }
});
