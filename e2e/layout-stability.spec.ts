import { expect, test, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession, type SignedIn } from './support/api';
import { afterNextPaint, idleWorkDone, requestsInFlight } from './support/settled';
import { daysAgo } from './support/dates';
import { holdBack } from './support/hold-back';
import { ownServer } from './support/own-server';

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

async function night(page: Page, session: SignedIn, nightsAgo: number) {
  const date = daysAgo(nightsAgo);
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
  await afterNextPaint(page);
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

    // No nights yet: the card says so, as tall as its chart would be, without fetching the chart's module.
    await page.goto('/sleep');
    await expect(page.getByRole('heading', { name: /Son Kayıtlar/ })).toBeVisible();
    await expect(page.getByText('Son 30 günde kayıt yok', { exact: false })).toBeVisible();
    await afterNextPaint(page);
    // Before, the records moved up 230 px on a phone when the short empty card replaced the placeholder.
    expect(await totalShift(page)).toBeLessThan(0.01);
    const chartFetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/SleepTrendLines-')));
    expect(await chartFetched()).toBe(false);

    // With nights: the chart fills the same room.
    await night(page, participant, 1);
    await night(page, participant, 2);
    await page.unrouteAll({ behavior: 'wait' });
    const release = await holdBack(page, '**/assets/SleepTrendLines-*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Son Kayıtlar (2)' })).toBeVisible();
    release();
    await expect(page.locator('section[aria-labelledby="sleep-trend-title"] svg').first()).toBeVisible();
    await afterNextPaint(page);
    expect(await totalShift(page)).toBeLessThan(0.01);
    expect(await chartFetched()).toBe(true);
  });
}

/** /dashboard's first screen with its data held back, then released: nothing in view may move. */
async function dashboardShift(
  page: Page,
  held: string[],
  ready = { loading: 'last-night-loading', done: 'week-card' },
  settled: string[] = [],
): Promise<number> {
  await recordShifts(page);
  const inFlight = requestsInFlight(page);
  let onHold = 0;
  const releases = await Promise.all(held.map((pattern) => holdBack(page, pattern, () => (onHold += 1))));
  // Answers that other parts of the page wait for: in before the shift is measured, whenever the
  // browser reports their requests to the test (the count of requests in flight can read 0 between
  // a lazy part's file arriving and its own requests being reported).
  const answered = settled.map((pattern) => page.waitForResponse(pattern));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Hoş geldiniz/ })).toBeVisible();
  await Promise.all(answered);
  if (ready.loading) await expect(page.getByTestId(ready.loading)).toBeVisible();
  // The page's code, fonts and idle work settle before the data comes: the shift measured is the data's.
  await idleWorkDone(page, () => inFlight() - onHold);
  const before = await totalShift(page);
  for (const release of releases) release();
  if (ready.loading) await expect(page.getByTestId(ready.loading)).toHaveCount(0);
  await expect(page.getByTestId(ready.done)).toBeVisible();
  if (ready.done === 'week-card') await expect(page.getByTestId(ready.done)).toHaveAttribute('aria-busy', 'false');
  // What the data lets mount (the cards below the first screen, when idle) counts too.
  await idleWorkDone(page, inFlight);
  return (await totalShift(page)) - before;
}

for (const [label, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`/dashboard on ${label}: nothing moves when the nights arrive, with last night entered or not`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Without any night: the card asks for last night's, in the room its placeholder held.
    const newcomer = await createParticipant(page.request);
    await useSession(page, newcomer);
    expect(await dashboardShift(page, ['**/api/sleep/sessions'])).toBeLessThan(0.01);
    await expect(page.getByTestId('diary-reminder')).toBeVisible();

    // With nights, last night's among them: the card says it is recorded, the week fills in.
    // A night of the week before too: the averages then carry a comparison, two lines on a phone.
    for (const daysAgo of [0, 1, 3, 9]) await night(page, newcomer, daysAgo);
    await page.unrouteAll({ behavior: 'wait' });
    expect(await dashboardShift(page, ['**/api/sleep/sessions'])).toBeLessThan(0.01);
    await expect(page.getByTestId('last-night-recorded')).toBeVisible();
  });

  test(`/dashboard on ${label}: an experiment participant's heart-rate figure keeps its place too`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const participant = await createParticipant(page.request, { abGroup: 'experiment' });
    await night(page, participant, 1);
    const hr = await page.request.post('/api/heart-rate/sessions', {
      headers: { Authorization: `Bearer ${participant.token}` },
      data: { content_type: 'binaural', content_id: '00000000-0000-4000-8000-000000000201', content_name: 'Derin Uyku', heart_rate_before: 80, heart_rate_after: 71, duration: 600 },
    });
    expect(hr.ok(), await hr.text()).toBe(true);
    await useSession(page, participant);
    expect(await dashboardShift(page, ['**/api/sleep/sessions', '**/api/heart-rate/sessions'])).toBeLessThan(0.01);
    await expect(page.getByTestId('week-heart-rate-value')).toHaveText('80 → 71 atım/dk');
  });
}

test("/dashboard for an admin of a study not set up: the start checklist comes above what waits without moving it", async ({ page }) => {
  test.setTimeout(60_000);
  // A fresh study: no start date, no form, nobody approved, so the checklist shows.
  const study = await ownServer('checklist', { phone: '05008884455', password: 'BaslarkenAdmin1!', name: 'Başlarken Yönetici' });
  try {
    await page.setViewportSize(DESKTOP);
    await useSession(page, study.admin);
    await recordShifts(page);
    const releases = await Promise.all(
      ['**/api/admin/study', '**/api/admin/users', '**/api/forms/admin/all'].map((pattern) => holdBack(page, pattern)),
    );
    const waitingAnswered = page.waitForResponse('**/api/admin/waiting');
    await page.goto(`${study.base}/dashboard`);
    await expect(page.getByRole('heading', { name: /Hoş geldiniz/ })).toBeVisible();
    await waitingAnswered;
    await expect(page.getByTestId('admin-waiting-list')).toBeVisible();
    await afterNextPaint(page);
    const before = await totalShift(page);
    for (const release of releases) release();
    await expect(page.getByTestId('start-checklist')).toBeVisible();
    await expect(page.getByTestId('admin-waiting-approvals')).toBeVisible();
    await afterNextPaint(page);
    // Drawn as the counts came, the list moved down by the checklist's height: a shift of 0.15.
    expect((await totalShift(page)) - before).toBeLessThan(0.01);
  } finally {
    await study.close();
  }
});

test("/dashboard for an admin: what waits fills in where its placeholders stood", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await useSession(page, await adminSession(page.request));
  // The start checklist above the list (shown while a step is left) reads three answers of its own.
  const checklist = ['**/api/admin/study', '**/api/admin/users', '**/api/forms/admin/all'];
  const ready = { loading: '', done: 'admin-waiting-approvals' };
  expect(await dashboardShift(page, ['**/api/admin/waiting'], ready, checklist)).toBeLessThan(0.01);
});
