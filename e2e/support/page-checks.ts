import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The per-page checks of issue 17 (items 1 and 2), run together so one walk over the routes does
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

/** WCAG 2.0 and 2.1, levels A and AA: the issue's bar (best-practice rules would double the time). */
const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  // The theme follows the system setting by a class on <html>; MUI swaps it on the media change.
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
  await settle(page);
}

function describe(scheme: Scheme, violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
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
 * One axe run costs about a second on CI, so the participant pages are checked in light as the
 * control group and in dark as the experiment group instead of twice each.
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
  problems.push(...describe(schemes.full, (await axe(page).analyze()).violations));
  if (process.env.SCREENSHOTS) await shoot(page, where, schemes.full);
  if (schemes.contrastAlso) {
    await useScheme(page, schemes.contrastAlso);
    problems.push(...describe(schemes.contrastAlso, (await axe(page).withRules(['color-contrast']).analyze()).violations));
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
