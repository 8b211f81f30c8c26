import { expect, test } from '@playwright/test';
import { PASSWORD, useSession } from './support/api';
import { ownServer, type OwnServer } from './support/own-server';
import { screenshot } from './support/screens';

/**
 * After registering (docs/product.md, "Registration and sign-in"): the confirmation says the account
 * waits for approval and how to reach the study team, and the status page reopens from sign-in with
 * the phone. A number typed without its leading 0 is one account with it; the admin corrects a
 * phone with 'Telefonu Düzelt'. On a server of its own: the journey sets the study's contact.
 */

const ADMIN = { phone: '05009990077', password: 'E2eAdmin2025!', name: 'Kayıt Yöneticisi' };
const CONTACT = 'uyku.calismasi@example.edu.tr · 0212 000 00 00 (hafta içi 10.00–16.00)';

let study: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  study = await ownServer('registration', ADMIN);
  const saved = await study.api.put('/api/admin/study', {
    headers: { Authorization: `Bearer ${study.admin.token}` },
    data: {
      studyStartDate: null,
      baselineDays: 7,
      interventionDays: 14,
      followUpDays: 7,
      allocationMode: 'choice',
      blockScheme: 'random-4-6',
      stratificationQuestion: null,
      stratificationOptions: [],
      studyContact: CONTACT,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});
test.afterAll(async () => study.close());

test("a registrant reads 'Kaydınız onay bekliyor' with the team's contact, then again from sign-in with the number written either way", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${study.base}/register`);
  await page.getByLabel('Ad Soyad').fill('Bekleyen Katılımcı');
  // Ten digits, no leading 0: stored as 05321230099.
  await page.getByLabel('Telefon Numarası').fill('5321230099');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();

  const status = page.getByTestId('registration-status');
  await expect(status).toContainText('Kaydınız onay bekliyor');
  await expect(status.getByTestId('study-contact')).toContainText(CONTACT);
  await screenshot(page, 'registered-waiting');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'registered-waiting-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Later: from the sign-in screen, with the number as the participant writes it.
  await page.getByRole('link', { name: 'Giriş Sayfasına Dön' }).click();
  await page.getByRole('link', { name: 'Kayıt Durumumu Göster' }).click();
  await expect(page).toHaveURL(/\/registration-status$/);
  // The address changes before the router draws the view: until then the sign-in view's phone field is
  // the one on the page.
  await expect(page.getByRole('button', { name: 'Durumu Göster' })).toBeVisible();
  await page.getByLabel('Telefon Numarası').fill('0532 123 00 99');
  await page.getByRole('button', { name: 'Durumu Göster' }).click();
  await expect(page.getByTestId('registration-status')).toContainText('Kaydınız onay bekliyor');
  await expect(page.getByTestId('study-contact')).toContainText(CONTACT);
  // The number stays out of the address.
  expect(page.url()).not.toContain('0099');
  await screenshot(page, 'registration-status');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'registration-status-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The same number with its 0 is taken: one person, one account.
  const twice = await study.api.post('/api/auth/register', {
    data: { name: 'Bekleyen Katılımcı', phone: '05321230099', password: PASSWORD, abGroup: 'control', acceptTerms: true, acceptPrivacy: true },
  });
  expect(twice.status()).toBe(409);
});

test("the admin corrects a participant's phone with 'Telefonu Düzelt'; the person signs in with the new number", async ({ page }) => {
  test.setTimeout(90_000);
  const added = await study.api.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${study.admin.token}` },
    data: { name: 'Numarası Yanlış', phone: '05321239900', password: PASSWORD, abGroup: 'control' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, study.admin);
  await page.goto(`${study.base}/admin?tab=users`);
  const row = page.getByRole('list', { name: 'Kullanıcılar' }).getByRole('listitem').filter({ hasText: 'Numarası Yanlış' });
  await row.getByRole('button', { name: /Düzenle/ }).click();
  const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await expect(edit.getByLabel('Telefon Numarası')).toHaveAttribute('readonly', '');
  await edit.getByRole('button', { name: 'Telefonu Düzelt' }).click();
  const correct = page.getByRole('dialog', { name: 'Telefon Numarasını Düzelt' });
  await expect(correct).toContainText('oturumları kapanır');
  await correct.getByLabel(/Yeni telefon numarası/).fill('5321239911');
  await screenshot(page, 'admin-correct-phone', { fullPage: false });
  await correct.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Telefon numarası düzeltildi')).toBeVisible();
  await expect(row).toContainText('05321239911');
  expect((await study.login('05321239911', PASSWORD)).user.phone).toBe('05321239911');
});
