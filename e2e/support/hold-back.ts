import type { Page } from '@playwright/test';

/**
 * Holds the requests matching `pattern` until the returned function is called; later ones pass. A
 * slow server with no fixed delay: the screen stays in its loading state as long as a test looks at
 * it. Called again, the newer hold is the one that answers (Playwright tries the latest route first).
 */
export async function holdBack(page: Page, pattern: string, onHeld = () => {}): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    onHeld();
    await held;
    // A request the page dropped meanwhile (it navigated on) has nothing left to continue.
    await route.continue().catch(() => {});
  });
  return release;
}
