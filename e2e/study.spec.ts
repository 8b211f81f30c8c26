import { expect, test, type Browser, type Page } from '@playwright/test';
import { newPhone, PASSWORD, useSession } from './support/api';
import { ownServer, type OwnServer } from './support/own-server';
import { screenshot } from './support/screens';
import { studyToday } from './support/dates';

/**
 * Decision 009: an admin sets the timeline and switches randomisation on; a participant registers
 * without a group choice, is allocated when approved (not at registration), and records a night
 * that shows its study day. The tab never shows the seed.
 * On a study of its own: once someone is allocated the study stays randomised (docs/decisions/033),
 * and the other journeys register with a group choice, the default, on the shared server.
 */
test('study timeline, randomised registration and the study day of a night', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const study = await ownServer('study', { phone: '05008883344', password: 'CalismaAdmin1!', name: 'Çalışma Yönetici' });
  try {
    await timelineJourney(study, page, browser);
  } finally {
    await study.close();
  }
});

async function timelineJourney(study: OwnServer, page: Page, browser: Browser): Promise<void> {
  const admin = study.admin;
  const headers = { Authorization: `Bearer ${admin.token}` };
  const today = studyToday();

  await useSession(page, admin);
  await page.goto(`${study.base}/admin?tab=study`);
  const form = page.getByRole('form', { name: 'Çalışma Ayarları' });
  await form.getByLabel('Çalışma başlangıç tarihi').fill('2026-01-01');
  await form.getByLabel('Başlangıç (gün)').fill('7');
  await form.getByLabel('Müdahale (gün)').fill('28');
  await form.getByLabel('İzlem (gün)').fill('14');
  await expect(page.getByTestId('study-phases')).toHaveText('Gün 1–7: Başlangıç · Gün 8–35: Müdahale · Gün 36–49: İzlem');
  await form.getByRole('switch', { name: /Randomizasyon/ }).check();
  await expect(form.getByLabel('Blok büyüklüğü')).toBeVisible();
  await expect(form.getByText(/Tohum/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Çalışma ayarları kaydedildi')).toBeVisible();

  const phone = newPhone();
  try {
    const visitor = await browser.newPage();
    await visitor.goto(`${study.base}/register`);
    await expect(visitor.getByTestId('group-assigned')).toHaveText('Grubunuz çalışma tarafından atanır.');
    await expect(visitor.getByRole('radio', { name: /Deney Grubu/ })).toHaveCount(0);
    await visitor.getByLabel('Ad Soyad').fill('Randomize Katılımcı');
    await visitor.getByLabel('Telefon Numarası').fill(phone);
    await visitor.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
    await visitor.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(PASSWORD);
    await visitor.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
    await visitor.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
    await visitor.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(visitor.getByRole('heading', { name: 'Kaydınız alındı!' })).toBeVisible();
    await visitor.close();
    // Approval confirms eligibility and allocates; it enrols the participant today (day 1).
    const { users: pending } = (await (await study.api.get('/api/admin/users', { headers })).json()) as {
      users: { id: string; phone: string }[];
    };
    const registrant = pending.find((u) => u.phone === phone)!;
    expect((await study.api.put(`/api/admin/users/${registrant.id}`, { headers, data: { isApproved: true } })).ok()).toBe(true);
  } finally {
    const { settings } = (await (await study.api.get('/api/admin/study', { headers })).json()) as { settings: Record<string, unknown> };
    expect(settings).not.toHaveProperty('seed');
  }

  // The allocation is in the log the tab shows.
  const { users } = (await (await study.api.get('/api/admin/users', { headers })).json()) as {
    users: { id: string; phone: string; participant_code: string; ab_group: string }[];
  };
  const user = users.find((u) => u.phone === phone)!;
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(user.participant_code) });
  await expect(row).toContainText(user.ab_group === 'experiment' ? 'Deney' : 'Kontrol');
  await screenshot(page, 'study-tab');

  const participant = await study.login(phone, PASSWORD);
  const night = await study.api.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${participant.token}` },
    data: {
      date: today,
      bedtime: '23:00',
      sleep_time: '23:20',
      wake_time: '07:00',
      rem_duration: 0,
      deep_sleep_duration: 0,
      light_sleep_duration: 0,
      awake_duration: 0,
      heart_rate: 0,
      night_awakenings: 1,
      snoring_level: 0,
      sleep_quality: 7,
      mood_before_sleep: 3,
      mood_after_sleep: 4,
      caffeine_intake: false,
      alcohol_intake: false,
      exercise_done: true,
      stress_level: 4,
      screen_time: 30,
      meal_time: '',
      medication_taken: false,
      meditation_done: false,
      reading_done: true,
      room_temperature: 21,
      notes: '',
      total_sleep_minutes: 0,
    },
  });
  expect(night.status()).toBe(201);
  const diary = await browser.newPage();
  await useSession(diary, participant);
  await diary.goto(`${study.base}/sleep`);
  // The participant reads the day of the timeline (7 + 28 + 14 days), never its phase.
  await expect(diary.getByTestId('study-day')).toHaveText('Gün 1 / 49');
  await screenshot(diary, 'study-diary');
  await diary.close();
}
