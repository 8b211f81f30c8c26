import { expect, test, type Page } from '@playwright/test';
import { createParticipant, useSession, type SignedIn } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * The participant's night, never lost or invented, on a phone (docs/product.md, "Sleep diary",
 * "Personal data", "Registration and sign-in", "App shell"): the form's untouched defaults are
 * saved only when confirmed, a refused save brings its field into view below the top bar, the night
 * cards speak no researcher words, 'SIL' gets a hint, registration reports every problem at once,
 * and a new page starts at its top.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function storedNights(page: Page, session: SignedIn): Promise<number> {
  const list = await page.request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${session.token}` } });
  return ((await list.json()) as { sessions: unknown[] }).sessions.length;
}

async function apiNight(page: Page, session: SignedIn, date: string) {
  const response = await page.request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { date, bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: 6 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** With SCREENSHOTS=1: the screen in the light and the dark scheme (the app follows the system's by default). */
async function shots(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.SCREENSHOTS) return;
  await screenshot(page, name, options);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`, options);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The field's box lies below the fixed top bar and inside the viewport. */
async function expectBelowTopBar(page: Page, name: string) {
  const bar = await page.locator('header').first().boundingBox();
  const field = await page.getByLabel(name).boundingBox();
  expect(bar && field, `${name} and the top bar are on screen`).toBeTruthy();
  expect(field!.y, `${name} starts below the top bar`).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(field!.y + field!.height, `${name} ends inside the viewport`).toBeLessThanOrEqual(844);
}

test('an untouched new night asks first: Düzenle keeps the form, Evet, kaydet saves; the card speaks no jargon', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Yorgun Katılımcı' });
  await useSession(page, participant);
  await page.goto('/sleep?entry=new');
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  // Something beside the night's answers may change; the night's own answers stay untouched.
  await page.getByRole('tab', { name: 'Ruh Hali ve Notlar' }).click();
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Yarı uykulu');

  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Şu cevaplar hiç değiştirilmedi: Yatış Saati, Uykuya Dalma Saati, Uyanma Saati, Genel Uyku Kalitesi, Uyku Öncesi Ruh Hali, Uyandıktan Sonra Ruh Hali. Bu değerler gerçekten dün geceyi anlatıyor mu?',
  );
  await shots(page, 'night-kept-untouched', { fullPage: false });
  await dialog.getByRole('button', { name: 'Düzenle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notlar' })).toHaveValue('Yarı uykulu');
  expect(await storedNights(page, participant)).toBe(0);

  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await dialog.getByRole('button', { name: 'Evet, kaydet' }).click();
  await expect(page.getByText('Uyku kaydı başarıyla oluşturuldu!')).toBeVisible();
  expect(await storedNights(page, participant)).toBe(1);

  // The card: the day of the timeline at most, no phase, no arm, no stage minutes never entered.
  const card = page.getByRole('region', { name: 'Son Kayıtlar (1)' }).getByRole('listitem').first();
  await expect(card.getByTestId('study-day')).toHaveText(/^Gün 1 \/ \d+$/);
  await expect(card).not.toContainText('Çalışma günü');
  await expect(card).not.toContainText('Müdahale');
  await expect(card).not.toContainText('Çalışma dışı');
  await expect(card).not.toContainText('Derin: 0 dk');
  await shots(page, 'night-kept-card');

  // A correction of a stored night never asks.
  await card.getByRole('button', { name: /^Düzenle:/ }).click();
  await expect(page.getByRole('heading', { name: 'Uyku Kaydını Düzenle' })).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Uyku kaydı başarıyla güncellendi!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a refused save shows its field below the top bar, on its tab, focused, with a count beside Kaydet', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Hatalı Katılımcı' });
  await useSession(page, participant);
  await page.goto('/sleep?entry=new');
  const rem = page.getByLabel('REM Uykusu', { exact: true });

  // A stage out of bounds, then the participant moves on to the last tab and saves from the bottom.
  await page.getByRole('tab', { name: 'Uyku Aşamaları' }).click();
  await rem.fill('601');
  await page.getByRole('tab', { name: 'Ruh Hali ve Notlar' }).click();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByRole('tab', { name: /Uyku Aşamaları/ })).toHaveAttribute('aria-selected', 'true');
  await expect(rem).toBeFocused();
  await expectBelowTopBar(page, 'REM Uykusu');
  // 601 minutes of REM: the field's own bound, and more stage minutes than the night holds.
  await expect(page.getByTestId('invalid-summary')).toHaveText('2 alanı kontrol edin');
  await expect(page.getByTestId('invalid-summary')).toHaveAttribute('role', 'alert');
  await shots(page, 'night-kept-refused-stages', { fullPage: false });

  // Fell asleep before going to bed: the first tab's field, seen from the bottom of the form.
  await rem.fill('0');
  await page.getByRole('tab', { name: 'Temel Bilgiler' }).click();
  await page.getByLabel('Yatış Saati').fill('23:00');
  await page.getByLabel('Uykuya Dalma Saati').fill('22:30');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  const summary = page.getByTestId('invalid-summary');
  await expect(summary).toHaveText(/^\d+ alanı kontrol edin$/);
  const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
  expect(['sleep_time', 'wake_time']).toContain(focused);
  await expectBelowTopBar(page, focused === 'sleep_time' ? 'Uykuya Dalma Saati' : 'Uyanma Saati');
  await shots(page, 'night-kept-refused-basics', { fullPage: false });
  expect(await storedNights(page, participant)).toBe(0);
});

test("'SIL' without the dot is answered with a hint, the dialog kept open; another word still cancels", async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Silinecek Katılımcı' });
  await useSession(page, participant);
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Hesabımı Kalıcı Olarak Sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Devam Et' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Evet, Eminim' }).click();
  const word = page.getByRole('alertdialog', { name: 'Son onay' });
  await word.getByLabel('Onay kelimesi').fill('sil');
  await word.getByRole('button', { name: 'Hesabımı Sil' }).click();
  await expect(word.getByRole('alert')).toHaveText("Onay kelimesi büyük noktalı İ ile 'SİL' olmalıdır.");
  await expect(word).toBeVisible();
  await shots(page, 'night-kept-sil-hint', { fullPage: false });
  await word.getByLabel('Onay kelimesi').fill('HAYIR');
  await word.getByRole('button', { name: 'Hesabımı Sil' }).click();
  await expect(word).toBeHidden();
  await expect(page.getByRole('main').getByText('İptal edildi', { exact: true })).toBeVisible();
});

test('an empty registration form reports every problem at once, in the form order', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  // Pressed at the bottom of the form, the list at its top is brought into view.
  await expect(page.getByRole('alert')).toBeInViewport();
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
    'Ad soyad gereklidir',
    'Telefon numarası gereklidir',
    'Şifre gereklidir',
    'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir',
  ]);
  await shots(page, 'night-kept-register-errors', { fullPage: false });
});

test('a page opened from far down another starts at its top', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Kaydıran Katılımcı' });
  for (let day = 1; day <= 8; day += 1) await apiNight(page, participant, daysAgo(day));
  await useSession(page, participant);
  await page.goto('/sleep');
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (8)' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);

  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('navigation', { name: 'Ana menü' }).filter({ visible: true }).getByRole('link', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  // The profile is taller than the phone's screen once its lower cards (privacy, consent history)
  // have their data, so a kept scroll position would show; on a slow host they come after the heading.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 + 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the back button asks before unsaved answers go; an untouched night's question names the factors too, saved as untouched", async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Geri Tuşlu Katılımcı' });
  await useSession(page, participant);
  await page.goto('/sleep');
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();
  await page.getByLabel('Yatış Saati').fill('22:30');
  await page.getByRole('tab', { name: 'Ruh Hali ve Notlar' }).click();
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Uzun bir not: gece iki kez uyandım, sabah yorgundum.');

  // The phone's back button: the answers are not dropped without a question.
  await page.goBack();
  const question = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler var. Çıkmak istiyor musunuz?' });
  await expect(question).toBeVisible();
  await shots(page, 'night-back-question', { fullPage: false });
  await question.getByRole('button', { name: 'Düzenlemeye Dön' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Notlar' })).toHaveValue('Uzun bir not: gece iki kez uyandım, sabah yorgundum.');
  // Asked again on the next press, and 'Çık' leaves for the list.
  await page.goBack();
  await question.getByRole('button', { name: 'Çık' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Yeni Kayıt Ekle' })).toBeVisible();
  expect(await storedNights(page, participant)).toBe(0);

  // A night saved untouched: the question names the factors never opened too, and the night keeps
  // which fields were saved at their defaults.
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await page.getByRole('tab', { name: 'Ruh Hali ve Notlar' }).click();
  await page.getByRole('textbox', { name: 'Notlar' }).fill('Çok yorgundum');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  const asked = page.getByRole('dialog', { name: 'Bu gece gerçekten böyle miydi?' });
  await expect(asked).toContainText("'Etkileyen Faktörler' sekmesindeki hiçbir cevap değiştirilmedi");
  await expect(asked).toContainText('Stres Seviyesi');
  await shots(page, 'night-factors-untouched', { fullPage: false });
  await asked.getByRole('button', { name: 'Evet, kaydet' }).click();
  await expect(page.getByText('Uyku kaydı başarıyla oluşturuldu!')).toBeVisible();
  const list = await page.request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [saved] = ((await list.json()) as { sessions: { id: string }[] }).sessions;
  const night = await page.request.get(`/api/sleep/sessions/${saved!.id}`, { headers: { Authorization: `Bearer ${participant.token}` } });
  const untouched = ((await night.json()) as { session: { untouched_fields: string[] } }).session.untouched_fields;
  expect(untouched).toEqual(expect.arrayContaining(['bedtime', 'stress_level', 'room_temperature', 'sleep_quality']));
  expect(untouched).not.toContain('notes');
});
