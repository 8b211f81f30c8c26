import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type axeCore from 'axe-core';

/**
 * The per-page checks of the accessibility walks (docs/testing.md, "Journeys"), run together so one walk over the routes does
 * both: no sideways scrolling at the current width, and no serious or critical axe violation in the
 * light scheme nor, for colour contrast, in the dark one. Problems are collected, not thrown, so a
 * run lists every page's findings at once.
 */

export type Scheme = 'light' | 'dark';

/** Waits until no finite animation runs (dialogs fading in, ripples), so contrast reads final colours. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** axe-core's own build, put into a page once per document rather than once per check. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.0 and 2.1, levels A and AA: the issue's bar (best-practice rules would double the time).
 * Only violations are gathered: building a selector and an HTML snippet for every passing node was
 * most of a run's cost. Frames are left out: the only one the app shows is a Google form's page.
 */
const WCAG_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  iframes: false,
};
const CONTRAST_ONLY: RunOptions = { ...WCAG_AA, runOnly: { type: 'rule', values: ['color-contrast'] } };

/**
 * Runs axe-core in the page as it is now. Injected by hand rather than through
 * `@axe-core/playwright`, whose `analyze()` injects the library into every frame again and opens a
 * blank page to assemble each result: about 1.5 s per check on 2 cores against 0.2 s here.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate((runOptions) => (window as unknown as { axe: typeof axeCore }).axe.run(document, runOptions), options);
  return results.violations;
}

async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  // The theme follows the system setting by a class on <html>; MUI swaps it on the media change.
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
  await settle(page);
}

function describe(scheme: Scheme, violations: AxeResults['violations']): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `[${scheme}] ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` {${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}}` : ''}`)
          .join(' | ')}${violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4})` : ''}`,
    );
}

/**
 * Which schemes a walk checks: every rule in `full`, and colour contrast alone in `contrastAlso`.
 * The participant pages are checked in light as the control group and in dark as the experiment
 * group instead of twice each, which keeps the walks short on 2 cores.
 */
export interface Schemes {
  full: Scheme;
  contrastAlso?: Scheme;
}

/**
 * Lighthouse's `heading-order` (an axe best-practice rule, outside the WCAG tags above, and of
 * moderate impact): going down the page, a heading is at most one level deeper than the one before
 * it. Read from the DOM, so it costs no second axe run; hidden headings and those behind an open
 * dialog (aria-hidden) do not count, as for a screen reader.
 */
async function skippedHeadingLevels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    let previous = 0;
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))) {
      if (heading.closest('[aria-hidden="true"]') || !heading.checkVisibility()) continue;
      const aria = heading.getAttribute('aria-level');
      const level = aria ? Number(aria) : /^H[1-6]$/.test(heading.tagName) ? Number(heading.tagName[1]) : 2;
      if (previous > 0 && level > previous + 1) {
        found.push(`heading-order: h${level} "${(heading.textContent ?? '').trim().slice(0, 40)}" follows h${previous}`);
      }
      previous = level;
    }
    return found;
  });
}

/** Problems found on the page as it is now, each prefixed with `where`. */
export async function checkPage(page: Page, where: string, schemes: Schemes): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  if (scrollWidth > clientWidth) problems.push(`scrolls sideways: ${scrollWidth} > ${clientWidth}`);
  problems.push(...(await skippedHeadingLevels(page)));

  await useScheme(page, schemes.full);
  problems.push(...describe(schemes.full, await runAxe(page, WCAG_AA)));
  if (process.env.SCREENSHOTS) await shoot(page, where, schemes.full);
  if (schemes.contrastAlso) {
    await useScheme(page, schemes.contrastAlso);
    problems.push(...describe(schemes.contrastAlso, await runAxe(page, CONTRAST_ONLY)));
    if (process.env.SCREENSHOTS) await shoot(page, where, schemes.contrastAlso);
    await useScheme(page, schemes.full);
  }
  return problems.map((problem) => `${where}: ${problem}`);
}

async function shoot(page: Page, where: string, scheme: Scheme): Promise<void> {
  const name = where.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/.artifacts/screens/a11y/${name}-${width}-${scheme}.png`, fullPage: true });
}
