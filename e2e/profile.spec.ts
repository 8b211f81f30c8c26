import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';
import { fixPageDay, studyToday } from './support/dates';
import { screenshot } from './support/screens';

/**
 * /profile and the KVKK rights end to end: the account as /profile shows it, the data download
 * (a dated JSON file that parses), the correction of the name, a password change, and the account
 * deletion with its SİL step — 'SIL' gets a hint, a wrong word cancels — after which signing in fails.
 */

test('profile: download, correct the name, change the password, delete the account with SİL', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Elif Demir', abGroup: 'experiment' });
  await useSession(page, participant);
  // The download's file name carries the page's own "today": the page's clock is fixed on the test's day.
  await fixPageDay(page);
  const phone = participant.user.phone;

  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  await expect(main.getByText('Elif Demir', { exact: true })).toBeVisible();
  await expect(main.getByText(phone, { exact: true })).toBeVisible();
  await expect(main.getByText('Deney Grubu', { exact: true })).toBeVisible();
  await expect(main.getByText('BETA', { exact: true })).toBeVisible();
  // No e-mail was given: the row is absent.
  await expect(main.getByText('E-posta', { exact: true })).toHaveCount(0);
  for (const [name, href] of [
    ['Kullanıcı Sözleşmesi', '/terms'],
    ['Gizlilik Politikası', '/privacy-policy'],
  ] as const) {
    const link = main.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(main.getByRole('listitem').filter({ hasText: 'Sürüm 2.0' })).toBeVisible();
  await screenshot(page, 'profile');

  // Download: a dated JSON file that parses and holds the profile, never a password hash.
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Verilerimi İndir (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`uyku-platformu-verilerim-${studyToday()}.json`);
  const text = await readFile(await download.path(), 'utf8');
  const file = JSON.parse(text) as { profile: { name: string; phone: string }; consents: unknown[] };
  expect(file.profile).toMatchObject({ name: 'Elif Demir', phone });
  expect(file.consents.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/password_?hash|argon2/i);
  await expect(main.getByText('✅ Verileriniz başarıyla indirildi!')).toBeVisible();

  // Correction of the name (and an e-mail added).
  await main.getByRole('button', { name: 'Bilgilerimi Düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Bilgilerimi Düzenle' });
  await edit.getByLabel('Ad Soyad').fill('Elif Demir Yıldız');
  await edit.getByLabel('E-posta (isteğe bağlı)').fill('elif@example.com');
  await screenshot(page, 'profile-edit-dialog', { fullPage: false });
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(main.getByText('Bilgileriniz güncellendi')).toBeVisible();
  await expect(main.getByText('Elif Demir Yıldız', { exact: true })).toBeVisible();
  await expect(main.getByText('elif@example.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Elif Demir Yıldız')).toBeVisible();

  // Password change under the registration rules, the current one required.
  const newPassword = 'YeniSifre2025!';
  await main.getByRole('link', { name: 'Şifre Değiştir' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByRole('textbox', { name: 'Mevcut Şifre', exact: true }).fill(participant.password);
  await page.getByRole('textbox', { name: 'Yeni Şifre', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Yeni Şifre Tekrar', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Deletion: two confirmations, then the word. A wrong word cancels.
  await page.goto('/profile');
  const deleteButton = page.getByRole('main').getByRole('button', { name: 'Hesabımı Kalıcı Olarak Sil' });
  const confirmSteps = async (shots = false) => {
    await deleteButton.click();
    const first = page.getByRole('alertdialog', { name: 'Hesabınızı silmek istiyor musunuz?' });
    await expect(first).toBeVisible();
    if (shots) await screenshot(page, 'profile-delete-first', { fullPage: false });
    await first.getByRole('button', { name: 'Devam Et' }).click();
    const second = page.getByRole('alertdialog', { name: 'Bu işlem geri alınamaz' });
    await expect(second).toBeVisible();
    if (shots) await screenshot(page, 'profile-delete-second', { fullPage: false });
    await second.getByRole('button', { name: 'Evet, Eminim' }).click();
    const word = page.getByRole('alertdialog', { name: 'Son onay' });
    await expect(word.getByLabel('Onay kelimesi')).toBeFocused();
    return word;
  };
  let word = await confirmSteps(true);
  await word.getByLabel('Onay kelimesi').fill('SIL');
  await word.getByRole('button', { name: 'Hesabımı Sil' }).click();
  // 'SIL' without the dot is answered with a hint first, the dialog kept open; sent again, it cancels.
  await expect(word.getByRole('alert')).toHaveText("Onay kelimesi büyük noktalı İ ile 'SİL' olmalıdır.");
  await screenshot(page, 'profile-delete-word', { fullPage: false });
  await word.getByRole('button', { name: 'Hesabımı Sil' }).click();
  await expect(word).toBeHidden();
  await expect(page.getByRole('main').getByText('İptal edildi', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  word = await confirmSteps();
  await word.getByLabel('Onay kelimesi').fill('SİL');
  await word.getByRole('button', { name: 'Hesabımı Sil' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('✅ Hesabınız başarıyla silindi. Güle güle!')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await screenshot(page, 'profile-deleted-login');

  // Signing in again fails: the account is gone.
  await page.getByLabel('Telefon Numarası').fill(phone);
  await page.getByLabel('Şifre', { exact: true }).fill(newPassword);
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('Telefon numarası veya şifre hatalı');
  await expect(page).toHaveURL(/\/login$/);
});
