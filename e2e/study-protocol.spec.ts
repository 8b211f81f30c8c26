import { expect, test, type Route } from '@playwright/test';
import { PASSWORD, useSession, type SignedIn } from './support/api';
import { ownServer, type OwnServer } from './support/own-server';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * The protocol the software cannot bend (docs/decisions/033, 034, 035), on a study of its own:
 * the audio reaches an experiment participant only in their intervention phase, the allocation
 * list is sealed when randomisation is switched on, and the analysis plan is locked in the
 * Çalışma tab before the data.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = { phone: '05008881122', password: 'ProtokolAdmin1!', name: 'Protokol Yönetici' };
const isoDay = (daysFromToday: number) => daysAgo(-daysFromToday);
const dayMonth = (day: string) =>
  `${Number(day.slice(8, 10))} ${['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'][Number(day.slice(5, 7)) - 1]}`;

let study: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  study = await ownServer('protocol', ADMIN);
});
test.afterAll(async () => study.close());

const headers = () => ({ Authorization: `Bearer ${study.admin.token}` });

/** An experiment participant enrolled `studyDay - 1` days ago (study day 1 is the enrolment day). */
async function experimentParticipant(name: string, phone: string, studyDay: number): Promise<SignedIn> {
  const added = await study.api.post('/api/auth/register', { headers: headers(), data: { name, phone, password: PASSWORD, abGroup: 'experiment' } });
  expect(added.status(), await added.text()).toBe(201);
  const { userId } = (await added.json()) as { userId: string };
  const moved = await study.api.put(`/api/admin/users/${userId}`, { headers: headers(), data: { enrolledOn: isoDay(1 - studyDay) } });
  expect(moved.ok(), await moved.text()).toBe(true);
  return study.login(phone, PASSWORD);
}

test('an experiment participant sees the opening date on a baseline day and plays a session on an intervention day', async ({ page }) => {
  test.setTimeout(90_000);
  const timeline = await study.api.put('/api/admin/study', {
    headers: headers(),
    data: {
      studyStartDate: isoDay(-60),
      baselineDays: 7,
      interventionDays: 28,
      followUpDays: 7,
      allocationMode: 'choice',
      blockScheme: 'random-4-6',
      stratificationQuestion: null,
      stratificationOptions: [],
    },
  });
  expect(timeline.ok(), await timeline.text()).toBe(true);

  const baseline = await experimentParticipant('Başlangıç Katılımcı', '05321110001', 1);
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, baseline);
  await page.goto(`${study.base}/relaxation`);
  const closed = page.getByTestId('intervention-closed');
  await expect(closed).toContainText(`Rahatlama içerikleri ${dayMonth(isoDay(7))} tarihinde açılacak`);
  await expect(page.getByRole('button', { name: /Başlat:/ })).toHaveCount(0);
  // Still signed in: the menu stays, the answer is not the sign-out rule's 403.
  await expect(page).toHaveURL(/\/relaxation$/);
  await screenshot(page, 'relaxation-not-open');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'relaxation-not-open-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${study.base}/binaural`);
  await expect(page.getByTestId('intervention-closed')).toContainText('tarihinde açılacak');

  const during = await experimentParticipant('Müdahale Katılımcı', '05321110002', 9);
  const phone = await page.context().browser()!.newPage({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  await useSession(phone, during);
  await phone.clock.install();
  await phone.goto(`${study.base}/relaxation`);
  await phone.getByRole('button', { name: 'Başlat: Kutu Nefesi' }).click();
  const before = phone.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
  await before.getByPlaceholder('72').fill('82');
  await before.getByRole('button', { name: 'Başlat' }).click();
  await expect(phone.getByTestId('now-playing')).toBeVisible();
  await phone.clock.fastForward('04:01');
  const after = phone.getByRole('dialog', { name: 'Ses Sonrası Kalp Atım Hızı' });
  await after.getByPlaceholder('72').fill('70');
  await after.getByRole('button', { name: 'Kaydet' }).click();
  await expect(phone.getByText('Kalp atım hızı kaydedildi!')).toBeVisible();
  const saved = await study.api.get('/api/heart-rate/sessions', { headers: { Authorization: `Bearer ${during.token}` } });
  expect((await saved.json()).sessions).toHaveLength(1);
  await phone.close();
});

test('a failed list hands the built-in items only to a participant the server said today is in their phase', async ({ page }) => {
  // The timeline of the test above (serial): baseline 7 days, intervention 28.
  const failing = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: 'Sunucu hatası' }),
    });

  // Study day 2: outside the phase, and the list fails (a server error, a dropped connection).
  const baseline = await experimentParticipant('Başlangıç İkinci', '05321110013', 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, baseline);
  await page.route('**/api/relaxation/content*', failing);
  await page.route('**/api/binaural/sounds*', failing);
  await page.goto(`${study.base}/relaxation`);
  await expect(page.getByTestId('load-failed')).toContainText('Rahatlama içerikleri yüklenemedi.', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Başlat:/ })).toHaveCount(0);
  await screenshot(page, 'relaxation-list-failed-outside-phase');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'relaxation-list-failed-outside-phase-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${study.base}/binaural`);
  await expect(page.getByTestId('load-failed')).toContainText('Binaural sesler yüklenemedi.', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Dinle:/ })).toHaveCount(0);
  await screenshot(page, 'binaural-list-failed-outside-phase');
  // 'Tekrar Dene' asks again: the server's own answer, the opening date, then shows.
  await page.unroute('**/api/binaural/sounds*');
  await page.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page.getByTestId('intervention-closed')).toContainText('tarihinde açılacak');

  // Study day 10: in the phase; once the server has said so today, a failure falls back to the built-in items.
  const during = await experimentParticipant('Müdahale İkinci', '05321110014', 10);
  const phone = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  await useSession(phone, during);
  await phone.route('**/api/relaxation/content*', failing);
  await phone.goto(`${study.base}/relaxation`);
  await expect(phone.getByTestId('load-failed')).toContainText('Rahatlama içerikleri yüklenemedi.', { timeout: 15_000 });
  await phone.unroute('**/api/relaxation/content*');
  await phone.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(phone.getByRole('button', { name: 'Başlat: Kutu Nefesi' })).toBeVisible();
  await phone.route('**/api/relaxation/content*', failing);
  await phone.getByRole('tab', { name: 'Rehberli İmgeleme' }).click();
  // After the retries a server error gets, the built-in item of that category, and no error.
  await expect(phone.getByRole('button', { name: 'Başlat: Sakin Bir Kıyı' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByTestId('load-failed')).toHaveCount(0);
  await phone.close();
});

test("the Çalışma tab seals the list, locks the analysis plan and shows the allocation settings read-only", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useSession(page, study.admin);
  await page.goto(`${study.base}/admin?tab=study`);
  const form = page.getByRole('form', { name: 'Çalışma Ayarları' });
  await expect(form.getByTestId('analysis-plan-unlocked')).toHaveText('Analiz planı kilitlenmedi');
  await form.getByRole('switch', { name: /Randomizasyon/ }).check();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Çalışma ayarları kaydedildi')).toBeVisible();
  await expect(form.getByTestId('allocation-commitment')).toHaveText(/^Atama listesi mühürlendi · [0-9a-f]{12}$/);

  await form.getByRole('button', { name: 'Analiz Planını Kilitle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kilitle' }).click();
  await expect(form.getByTestId('analysis-plan-locked')).toHaveText(/^Analiz planı kilitlendi: .+ · [0-9a-f]{12}$/);

  // One participant approved: allocated from the sealed list; the allocation settings are now read-only.
  const added = await study.api.post('/api/auth/register', { data: { name: 'Randomize Kişi', phone: '05321110003', password: PASSWORD, acceptTerms: true, acceptPrivacy: true } });
  const { userId } = (await added.json()) as { userId: string };
  expect((await study.api.put(`/api/admin/users/${userId}`, { headers: headers(), data: { isApproved: true } })).ok()).toBe(true);
  await page.reload();
  await expect(form.getByRole('switch', { name: /Randomizasyon/ })).toBeDisabled();
  await expect(form.getByLabel('Blok büyüklüğü')).toBeDisabled();
  await expect(form.getByText(/salt okunurdur/)).toBeVisible();
  await screenshot(page, 'study-tab-sealed-locked');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'study-tab-sealed-locked-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // A plan change asks for its reason before it is saved.
  await form.getByLabel('Analize girmek için dönem başına en az gece').fill('5');
  await expect(form.getByTestId('plan-change-reason')).toBeVisible();
  await form.getByTestId('plan-change-reason').fill('Pilot veride gece sayısı beklenenden yüksek çıktı');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Çalışma ayarları kaydedildi')).toBeVisible();
  await expect(form.getByTestId('analysis-plan-history')).toContainText('Pilot veride gece sayısı beklenenden yüksek çıktı');

  await page.goto(`${study.base}/admin?tab=analysis`);
  await expect(page.getByTestId('pre-specified')).toHaveText('Önceden belirlenmiş birincil sonuç');
  await expect(page.getByTestId('analysis-groups').getByTestId('exploratory')).toHaveText('Keşfedici analiz');
  await screenshot(page, 'analytics-plan-locked');

  // The CONSORT flow: drawn from live data, downloadable as the SVG the ZIP carries.
  const consort = page.getByTestId('analysis-consort');
  await expect(consort.getByTestId('consort-diagram')).toBeVisible();
  // This file's five participants: two in each of the tests above, one in this one.
  await expect(consort.getByTestId('consort-diagram')).toHaveAttribute('alt', /CONSORT akış şeması: 5 kayıt, 5 gruba alınan/);
  const [download] = await Promise.all([page.waitForEvent('download'), consort.getByRole('button', { name: 'Akış Şemasını İndir (SVG)' }).click()]);
  expect(download.suggestedFilename()).toBe('consort.svg');
  await consort.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/.artifacts/screens/analytics-consort-1280.png', clip: (await consort.boundingBox()) ?? undefined });
});
