import { expect, test, type Page } from '@playwright/test';
import { createParticipant, useSession, type SignedIn } from './support/api';
import { daysAgo, fixPageDay, STUDY_TIME_ZONE, studyToday } from './support/dates';
import { screenshot } from './support/screens';

/**
 * The sleep diary end to end: a night entered through all four tabs, seen in the list and on the
 * dashboard with the right tile values, corrected, and deleted. Expected texts are the product's own
 * words, written out here rather than computed by the code under test.
 */

const longDate = (day: string) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: STUDY_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

async function setSlider(page: Page, name: string, from: number, to: number) {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  for (let i = 0; i < Math.abs(to - from); i += 1) await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', String(to));
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function apiNight(page: Page, session: SignedIn, body: Record<string, unknown>) {
  const response = await page.request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a night through all four tabs → list and dashboard → correct → delete', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Zeynep Kaya', abGroup: 'experiment' });
  await useSession(page, participant);
  // The form's default date is the page's own "today": the page's clock is fixed on the test's day.
  await fixPageDay(page);
  const today = studyToday();

  // Empty diary.
  await page.goto('/sleep');
  await expect(page.getByRole('heading', { name: 'Uyku Takibi', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'İlk Kaydı Oluştur' })).toBeVisible();
  await expect(page.getByTestId('tile-count')).toHaveText('0');
  await screenshot(page, 'sleep-empty');

  // The form opens with the diary's defaults.
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Geri Dön' })).toBeVisible();
  for (const tab of ['Temel Bilgiler', 'Uyku Aşamaları', 'Etkileyen Faktörler', 'Ruh Hali ve Notlar']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByLabel('Tarih')).toHaveValue(today);
  await expect(page.getByLabel('Yatış Saati')).toHaveValue('22:00');
  await expect(page.getByLabel('Uykuya Dalma Saati')).toHaveValue('23:00');
  await expect(page.getByLabel('Uyanma Saati')).toHaveValue('07:00');
  await expect(page.getByRole('slider', { name: 'Genel Uyku Kalitesi' })).toHaveAttribute('aria-valuenow', '5');

  // Tab 1 — a night that crosses midnight.
  await page.getByLabel('Yatış Saati').fill('23:30');
  await page.getByLabel('Uykuya Dalma Saati').fill('00:10');
  await page.getByLabel('Uyanma Saati').fill('07:30');
  await setSlider(page, 'Genel Uyku Kalitesi', 5, 8);
  await page.getByLabel('Gece Uyanma Sayısı').fill('2');
  await setSlider(page, 'Horlama Seviyesi', 0, 1);
  await expect(page.getByTestId('night-preview')).toContainText('Yatakta: 8 sa 0 dk');
  await screenshot(page, 'sleep-form-basics');

  // Tab 2 — stages with the live total; an out-of-bounds value first.
  await openTab(page, 'Uyku Aşamaları');
  // One stage alone: the form says the clock times will decide the night's sleep.
  await page.getByLabel('Derin Uyku').fill('80');
  await expect(page.getByTestId('partial-stages')).toContainText('üçü de girildiğinde');
  await expect(page.getByTestId('stage-total')).toHaveText('80 dakika (1,3 saat)');
  await screenshot(page, 'sleep-form-partial-stages');
  await page.getByLabel('REM Uykusu').fill('601');
  await page.getByLabel('Hafif Uyku').fill('225');
  await expect(page.getByTestId('stage-total')).toHaveText('906 dakika (15,1 saat)');
  await expect(page.getByTestId('partial-stages')).toHaveCount(0);
  await page.getByLabel('Uyanık Geçen Süre').fill('25');
  await page.getByLabel('Ortalama Kalp Atım Hızı').fill('58');

  // Tab 3 — factors.
  await openTab(page, 'Etkileyen Faktörler');
  await setSlider(page, 'Stres Seviyesi', 3, 6);
  await page.getByLabel('Yatmadan Önce Ekran Süresi').fill('45');
  await page.getByLabel('Oda Sıcaklığı').fill('21.5');
  await page.getByLabel('Son Yemek Saati').fill('19:30');
  await page.getByRole('checkbox', { name: 'Öğleden sonra kafein aldım' }).check();
  await page.getByRole('checkbox', { name: 'Yatmadan önce kitap okudum' }).check();
  await screenshot(page, 'sleep-form-factors');

  // Tab 4 — moods and notes.
  await openTab(page, 'Ruh Hali ve Notlar');
  const moodBefore = page.getByRole('group', { name: 'Uyku Öncesi Ruh Hali' });
  const moodAfter = page.getByRole('group', { name: 'Uyandıktan Sonra Ruh Hali' });
  await expect(moodBefore.getByRole('button', { name: '3 - Normal' })).toHaveAttribute('aria-pressed', 'true');
  await moodBefore.getByRole('button', { name: '2 - Kötü' }).click();
  await moodAfter.getByRole('button', { name: '4 - İyi' }).click();
  await expect(moodAfter.getByRole('button', { name: '4 - İyi' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Geç yattım ama iyi uyudum');
  await screenshot(page, 'sleep-form-mood');

  // Saving with REM 601 opens the stages tab at the field's message; nothing is sent.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('tab', { name: 'Uyku Aşamaları' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('REM süresi 0-600 dakika arasında olmalıdır')).toBeVisible();
  // 906 minutes of stages and 25 awake after falling asleep at 00:10 and waking at 07:30 (440 minutes).
  const tooLong = page.getByText(
    'REM, derin uyku, hafif uyku ve uyanık geçen sürelerin toplamı (931 dk), uykuya dalma ile uyanma arasındaki süreyi (440 dk) aşamaz',
  );
  await expect(tooLong).toBeVisible();
  await screenshot(page, 'sleep-form-error');
  await page.getByLabel('REM Uykusu').fill('95');
  await expect(page.getByTestId('stage-total')).toHaveText('400 dakika (6,7 saat)');
  await expect(page.getByText('REM süresi 0-600 dakika arasında olmalıdır')).toHaveCount(0);
  await expect(tooLong).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaydet' }).click();

  // Back on the refreshed list.
  await expect(page.getByText('Uyku kaydı başarıyla oluşturuldu!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();
  const record = page.getByRole('listitem', { name: longDate(today) });
  await expect(record).toContainText('Uyku süresi: 6 sa 40 dk');
  await expect(record).toContainText('Derin: 80 dk · REM: 95 dk · Hafif: 225 dk');
  await expect(record).toContainText('"Geç yattım ama iyi uyudum"');
  await expect(record).toContainText('8/10');
  await expect(page.getByTestId('tile-count')).toHaveText('1');
  await expect(page.getByTestId('tile-quality')).toHaveText('8,0/10');
  await expect(page.getByTestId('tile-duration')).toHaveText('6 sa 40 dk');
  await expect(page.getByTestId('tile-last-week')).toHaveText('1');

  // Every tab's fields reached the server.
  const list = await page.request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [stored] = ((await list.json()) as { sessions: { id: string }[] }).sessions;
  const detail = await page.request.get(`/api/sleep/sessions/${stored?.id}`, {
    headers: { Authorization: `Bearer ${participant.token}` },
  });
  expect(((await detail.json()) as { session: unknown }).session).toMatchObject({
    sleep_date: today,
    bedtime: '23:30',
    sleep_time: '00:10',
    wake_time: '07:30',
    sleep_quality: 8,
    night_awakenings: 2,
    snoring_level: 1,
    rem_duration: 95,
    deep_sleep_duration: 80,
    light_sleep_duration: 225,
    awake_duration: 25,
    heart_rate: 58,
    stress_level: 6,
    screen_time: 45,
    room_temperature: 21.5,
    meal_time: '19:30',
    caffeine_intake: true,
    alcohol_intake: false,
    reading_done: true,
    mood_before_sleep: 2,
    mood_after_sleep: 4,
    notes: 'Geç yattım ama iyi uyudum',
    time_in_bed: 480,
    sleep_onset_latency: 40,
    sleep_duration: 400,
    sleep_efficiency: 83.3,
    tst_source: 'stages',
  });

  // A second entry for the same night is refused; the participant edits the first instead.
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  // The defaults were left untouched: confirmed first (docs/product.md, "Sleep diary").
  await page.getByRole('dialog').getByRole('button', { name: 'Evet, kaydet' }).click();
  const duplicate = page.getByRole('alert').filter({ hasText: 'Bu tarih için zaten bir uyku kaydınız var' });
  await expect(duplicate).toBeVisible();
  await screenshot(page, 'sleep-form-duplicate');
  await duplicate.getByRole('button', { name: 'Mevcut Kaydı Düzenle' }).click();
  await expect(page.getByRole('heading', { name: 'Uyku Kaydını Düzenle' })).toBeVisible();
  await expect(page.getByLabel('Yatış Saati')).toHaveValue('23:30');
  await setSlider(page, 'Genel Uyku Kalitesi', 8, 9);
  await openTab(page, 'Ruh Hali ve Notlar');
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Sabah dinlenmiş uyandım');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Uyku kaydı başarıyla güncellendi!')).toBeVisible();
  await expect(record).toContainText('"Sabah dinlenmiş uyandım"');
  await expect(record).toContainText('9/10');

  // An older night without notes or stages (entered elsewhere), three days ago.
  const earlier = daysAgo(3);
  await apiNight(page, participant, { date: earlier, bedtime: '22:00', sleep_time: '23:00', wake_time: '07:00', sleep_quality: 6 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (2)' })).toBeVisible();
  await expect(page.getByTestId('tile-quality')).toHaveText('7,5/10');
  await expect(page.getByTestId('tile-duration')).toHaveText('7 sa 20 dk'); // (400 + 480) / 2
  await expect(page.getByTestId('tile-last-week')).toHaveText('2');
  await expect(page.getByRole('heading', { name: 'Son 30 Gün' })).toBeVisible();
  await screenshot(page, 'sleep-list');

  // The dashboard.
  await page.getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByRole('heading', { name: 'Hoş geldiniz, Zeynep Kaya' })).toBeVisible();
  await expect(page.getByTestId('card-latest-value')).toHaveText('9/10');
  await expect(page.getByTestId('card-latest-detail')).toHaveText(longDate(today));
  await expect(page.getByTestId('card-average-value')).toHaveText('7,5/10');
  await expect(page.getByTestId('card-average-detail')).toHaveText('2 kayıt');
  await expect(page.getByTestId('card-group-value')).toHaveText('Deney');
  await expect(page.getByRole('note')).toContainText('Beta özellikler');
  const recent = page.getByRole('region', { name: 'Son Uyku Kayıtları' });
  await expect(recent.getByRole('listitem', { name: longDate(today) })).toContainText('Sabah dinlenmiş uyandım');
  await expect(recent.getByRole('listitem', { name: longDate(earlier) })).toContainText('Not eklenmemiş');
  await expect(recent.getByRole('listitem', { name: longDate(earlier) })).toContainText('6/10');
  const actions = page.getByRole('region', { name: 'Hızlı İşlemler' });
  for (const name of ['Uyku Kaydı Ekle', 'Uzmana Yaz', 'Rahatlatıcı Egzersizler', 'Binaural Ses Dinle']) {
    await expect(actions.getByRole('link', { name })).toBeVisible();
  }
  await screenshot(page, 'dashboard');

  // The quick action opens a new entry directly; 'Geri Dön' returns to the list.
  await actions.getByRole('link', { name: 'Uyku Kaydı Ekle' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  await page.getByRole('button', { name: 'Geri Dön' }).click();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (2)' })).toBeVisible();

  // Delete asks first; 'İptal' keeps the night, 'Sil' removes it.
  await page.getByRole('button', { name: `Sil: ${longDate(today)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Uyku kaydını sil' });
  await expect(dialog).toContainText(`${longDate(today)} tarihli uyku kaydı kalıcı olarak silinecek`);
  await screenshot(page, 'sleep-delete-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (2)' })).toBeVisible();
  await page.getByRole('button', { name: `Sil: ${longDate(today)}` }).click();
  await page.getByRole('dialog', { name: 'Uyku kaydını sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Uyku kaydı silindi')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: longDate(today) })).toHaveCount(0);
  await expect(page.getByTestId('tile-quality')).toHaveText('6,0/10');
});

test('control group: no beta actions or notice; an empty dashboard', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Mehmet Öz', abGroup: 'control' });
  await useSession(page, participant);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Hoş geldiniz, Mehmet Öz' })).toBeVisible();
  await expect(page.getByTestId('card-group-value')).toHaveText('Kontrol');
  await expect(page.getByTestId('card-latest-detail')).toHaveText('Henüz kayıt yok');
  await expect(page.getByTestId('card-average-detail')).toHaveText('0 kayıt');
  const actions = page.getByRole('region', { name: 'Hızlı İşlemler' });
  await expect(actions.getByRole('link')).toHaveCount(2);
  await expect(actions.getByRole('link', { name: 'Rahatlatıcı Egzersizler' })).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText('Henüz uyku kaydınız yok.')).toBeVisible();
  await screenshot(page, 'dashboard-control-empty');

  await page.getByRole('link', { name: 'Uyku Takibi' }).click();
  await page.getByRole('button', { name: 'İlk Kaydı Oluştur' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  await page.getByRole('button', { name: 'İptal' }).click();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (0)' })).toBeVisible();
});
