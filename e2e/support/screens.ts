import type { Page } from '@playwright/test';
import { afterNextPaint } from './settled';

/**
 * With SCREENSHOTS=1, saves the page at desktop (1280 px) and phone (390 px) width under
 * e2e/.artifacts/screens/, for a person to look at. Without it, does nothing (CI stays fast).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The page laid out and painted at the new width.
    await afterNextPaint(page);
    await page.screenshot({ path: `e2e/.artifacts/screens/${name}-${width}.png`, fullPage: options.fullPage ?? true });
  }
  if (original) await page.setViewportSize(original);
}
