import { expect, test, type Page } from '@playwright/test';
import { createParticipant, useSession } from './support/api';
import { fixPageDay, studyToday } from './support/dates';
import { screenshot } from './support/screens';

/**
 * Decision 012, and the reminder settings. In a browser whose language is English, the sleep
 * form still shows Turkish dates and clock times (23.11.2026, 22:00 — not 11/23/2026, 10:00 PM) and saves ISO
 * values; /profile switches the morning reminder on with a stand-in push subscription (a headless
 * browser reaches no real push service).
 */
// The reminder's push subscription waits for the service worker, which the journeys block unless they ask.
test.use({ locale: 'en-US', colorScheme: 'light', serviceWorkers: 'allow' });
// Screenshots at two widths in two schemes take longer than the journeys themselves.
test.slow(Boolean(process.env.SCREENSHOTS));

/** What the field draws (the Turkish text) and whether the browser's own text is hidden. */
function shown(page: Page, label: string) {
  return page
    .getByLabel(label)
    .locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]')
    .getByTestId('turkish-clock-text');
}

async function nativeTextHidden(page: Page, label: string): Promise<boolean> {
  return page.getByLabel(label).evaluate((input) => getComputedStyle(input).color === 'rgba(0, 0, 0, 0)');
}

test('an English browser sees Turkish dates and times in the sleep form, and the night saves', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Elif Aydın', abGroup: 'control' });
  await useSession(page, participant);
  // The form's default date is the page's own "today": the page's clock is fixed on the test's day.
  await fixPageDay(page);
  const today = studyToday();
  const [year, month, day] = today.split('-');
  const turkishToday = `${day}.${month}.${year}`;
  await page.goto('/sleep');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();

  // The inputs keep ISO values (what fill() and the API use) and draw Turkish text over them.
  await expect(page.getByLabel('Tarih')).toHaveValue(today);
  await expect(shown(page, 'Tarih')).toHaveText(turkishToday);
  await expect(shown(page, 'Yatış Saati')).toHaveText('22:00');
  await expect(shown(page, 'Uyanma Saati')).toHaveText('07:00');
  expect(await nativeTextHidden(page, 'Tarih')).toBe(true);
  expect(await nativeTextHidden(page, 'Yatış Saati')).toBe(true);
  // An optional clock left empty shows the Turkish pattern, not "--:-- --".
  await expect(shown(page, 'Uyumaya çalıştığım saat')).toHaveText('SS:DD');

  await page.getByLabel('Yatış Saati').fill('23:30');
  await page.getByLabel('Uykuya Dalma Saati').fill('00:10');
  // Leaving a field shows its new value in Turkish.
  await page.getByRole('heading', { name: 'Yeni Uyku Kaydı' }).click();
  await expect(shown(page, 'Yatış Saati')).toHaveText('23:30');
  await expect(shown(page, 'Uykuya Dalma Saati')).toHaveText('00:10');
  // A tap opens the browser's picker and keeps the Turkish text in the field.
  await page.getByLabel('Uyanma Saati').click();
  await expect(shown(page, 'Uyanma Saati')).toHaveText('07:00');
  await page.keyboard.press('Escape');
  await screenshot(page, 'sleep-form-en-us-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'sleep-form-en-us-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Uyku kaydı başarıyla oluşturuldu!')).toBeVisible();
  const saved = await page.request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [summary] = ((await saved.json()) as { sessions: { id: string }[] }).sessions;
  const full = await page.request.get(`/api/sleep/sessions/${summary?.id}`, {
    headers: { Authorization: `Bearer ${participant.token}` },
  });
  expect((await full.json()) as unknown).toMatchObject({ session: { sleep_date: today, bedtime: '23:30', sleep_time: '00:10' } });
});

test('the morning reminder is switched on in /profile with a time', async ({ page }) => {
  // Stand-ins for the browser's push service and permission prompt. The endpoint is on a listed push
  // host (the server refuses any other); nothing is sent to it in this test.
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const fake = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
      unsubscribe: async () => {
        current = null;
        return true;
      },
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
    } as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      current = fake;
      return fake;
    };
    Notification.requestPermission = async () => 'granted';
  });
  const participant = await createParticipant(page.request, { name: 'Can Yıldız', abGroup: 'experiment' });
  await useSession(page, participant);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Günlük Hatırlatıcısı' })).toBeVisible({ timeout: 30_000 });
  await expect(shown(page, 'Hatırlatma saati')).toHaveText('08:00');
  await page.getByLabel('Hatırlatma saati').fill('07:15');
  await page.getByRole('heading', { name: 'Günlük Hatırlatıcısı' }).click();
  await page.getByRole('switch', { name: 'Sabah hatırlatması' }).click();
  await expect(page.getByTestId('reminder-on')).toHaveText('Hatırlatma açık: her sabah saat 07:15 (Türkiye saati)');
  const settings = await page.request.get('/api/push', { headers: { Authorization: `Bearer ${participant.token}` } });
  expect(await settings.json()).toMatchObject({ enabled: true, reminder_time: '07:15', subscriptions: 1 });
  await screenshot(page, 'profile-reminder-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'profile-reminder-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('switch', { name: 'Sabah hatırlatması' }).click();
  await expect(page.getByTestId('reminder-on')).toHaveCount(0);
  const after = await page.request.get('/api/push', { headers: { Authorization: `Bearer ${participant.token}` } });
  expect(await after.json()).toMatchObject({ reminder_time: null, subscriptions: 0 });
});
