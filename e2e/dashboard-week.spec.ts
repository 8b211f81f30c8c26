import { expect, test, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession, type SignedIn } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * Their own sleep, shown back (docs/product.md, "Dashboard"): a seeded participant's dashboard
 * shows this week's nights entered, the study day, mean total sleep and efficiency with the change
 * from the week before, a bar per night, and the heart rate around the latest audio session.
 */

interface Night {
  sleep_duration: number;
  sleep_efficiency: number;
}

async function night(page: Page, who: SignedIn, nightsAgo: number, sleepTime: string): Promise<Night> {
  const response = await page.request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${who.token}` },
    data: { date: daysAgo(nightsAgo), bedtime: '23:00', sleep_time: sleepTime, wake_time: '07:00', sleep_quality: 7 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { session: Night }).session;
}

const hoursAndMinutes = (minutes: number) => `${Math.floor(minutes / 60)} sa ${minutes % 60} dk`;
const turkishOneDecimal = (value: number) => value.toFixed(1).replace('.', ',');

async function shots(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await screenshot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the dashboard shows the week: nights entered, study day, averages with their change, and the heart-rate change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const participant = await createParticipant(page.request, { abGroup: 'experiment' });
  const admin = await adminSession(page.request);
  const moved = await page.request.put(`/api/admin/users/${participant.user.userId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { enrolledOn: daysAgo(20) },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  // This week: five nights of the same length; the week before: two shorter ones.
  const thisWeek: Night[] = [];
  for (const ago of [0, 1, 3, 4, 6]) thisWeek.push(await night(page, participant, ago, '23:30'));
  const before = [await night(page, participant, 8, '00:00'), await night(page, participant, 10, '00:00')];
  const hr = await page.request.post('/api/heart-rate/sessions', {
    headers: { Authorization: `Bearer ${participant.token}` },
    data: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', content_name: 'Kutu Nefesi', heart_rate_before: 84, heart_rate_after: 70, duration: 240 },
  });
  expect(hr.ok(), await hr.text()).toBe(true);

  await useSession(page, participant);
  await page.goto('/dashboard');
  const week = page.getByRole('region', { name: 'Bu Hafta' });
  await expect(week.getByTestId('week-nights-value')).toHaveText('5 / 7 gece');
  await expect(week.getByTestId('week-study-day-value')).toHaveText(/^Gün 21 \/ \d+$/);
  const tst = thisWeek[0]!.sleep_duration;
  await expect(week.getByTestId('week-sleep-value')).toHaveText(hoursAndMinutes(tst));
  await expect(week.getByTestId('week-sleep-detail')).toHaveText(`Önceki haftaya göre +${tst - before[0]!.sleep_duration} dk`);
  await expect(week.getByTestId('week-efficiency-value')).toHaveText(`%${turkishOneDecimal(thisWeek[0]!.sleep_efficiency)}`);
  await expect(week.getByTestId('week-efficiency-detail')).toContainText('Önceki haftaya göre +');
  await expect(week.getByTestId('week-heart-rate-value')).toHaveText('84 → 70 atım/dk');
  // Seven slots, two of them empty nights: no invented zero.
  await expect(week.getByTestId('week-bars').getByRole('listitem')).toHaveCount(7);
  await expect(week.getByTestId('week-bars').getByRole('listitem', { name: /kayıt yok$/ })).toHaveCount(2);
  // Nothing here compares with others or names the arm's hypothesis.
  await expect(week).not.toContainText(/ortalama(sı)? katılımcı|diğer|grup/i);
  await week.scrollIntoViewIfNeeded();
  await shots(page, 'dashboard-week');
});

test('a new participant sees an empty week, not zeros', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const participant = await createParticipant(page.request, { abGroup: 'control' });
  await useSession(page, participant);
  await page.goto('/dashboard');
  const week = page.getByRole('region', { name: 'Bu Hafta' });
  await expect(week.getByTestId('week-nights-value')).toHaveText(/^0 \/ \d gece$/);
  await expect(week.getByTestId('week-sleep-value')).toHaveText('—');
  await expect(week.getByTestId('week-heart-rate')).toHaveCount(0);
  await shots(page, 'dashboard-week-empty');
});
