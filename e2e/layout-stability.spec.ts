import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';

/**
 * Issue 16: what a page shows while its list loads keeps the room the list will take, so nothing
 * below it jumps when the answer arrives (Lighthouse's cumulative layout shift).
 */
test('/relaxation on a phone: the tip stays put when the content list arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, await createParticipant(page.request, { abGroup: 'experiment' }));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The list answers only after the page has painted its placeholder.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/relaxation/content**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/relaxation');
  await expect(page.getByText('Yükleniyor...')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: /Başlat: Kutu Nefesi/ })).toBeVisible();
  await page.waitForTimeout(300);

  const total = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );
  // Before the placeholder the tip moved 209 px: a shift of 0.085 at this size.
  expect(total).toBeLessThan(0.01);
});
