import { expect, test, type Page } from '@playwright/test';
import { createParticipant, useSession, type SignedIn } from './support/api';

/**
 * What a page shows while a part of it loads keeps the room that part will take, so
 * nothing below it jumps when it arrives (Lighthouse's cumulative layout shift).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Records every layout shift of the next document, from its start. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const totalShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));

/** Holds the requests matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function night(page: Page, session: SignedIn, daysAgo: number) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
  const response = await page.request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { date, bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: 7 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('/relaxation on a phone: the tip stays put when the content list arrives', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await useSession(page, await createParticipant(page.request, { abGroup: 'experiment' }));
  await recordShifts(page);
  const release = await holdBack(page, '**/api/relaxation/content**');

  await page.goto('/relaxation');
  await expect(page.getByText('Yükleniyor...')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: /Başlat: Kutu Nefesi/ })).toBeVisible();
  await page.waitForTimeout(300);
  // Before the placeholder the tip moved 209 px: a shift of 0.085 at this size.
  expect(await totalShift(page)).toBeLessThan(0.01);
});

for (const [label, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`/sleep on ${label}: the records stay put when the trend card arrives, with nights or without`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const participant = await createParticipant(page.request);
    await useSession(page, participant);
    await recordShifts(page);

    // No nights yet: the card says so, as tall as its chart would be.
    let release = await holdBack(page, '**/assets/SleepTrendChart-*.js');
    await page.goto('/sleep');
    await expect(page.getByRole('heading', { name: /Son Kayıtlar/ })).toBeVisible();
    release();
    await expect(page.getByText('Son 30 günde kayıt yok', { exact: false })).toBeVisible();
    await page.waitForTimeout(300);
    // Before, the records moved up 230 px on a phone when the short empty card replaced the placeholder.
    expect(await totalShift(page)).toBeLessThan(0.01);

    // With nights: the chart fills the same room.
    await night(page, participant, 1);
    await night(page, participant, 2);
    await page.unrouteAll({ behavior: 'wait' });
    release = await holdBack(page, '**/assets/SleepTrendChart-*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Son Kayıtlar (2)' })).toBeVisible();
    release();
    await expect(page.locator('section[aria-labelledby="sleep-trend-title"] svg').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await totalShift(page)).toBeLessThan(0.01);
  });
}
