import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminSession, createParticipant, newPhone, PASSWORD, runTag, useSession } from './support/api';
import { screenshot } from './support/screens';

async function signInAsAdmin(page: Page) {
  await useSession(page, await adminSession(page.request));
}

const notice = (page: Page) => page.getByTestId('admin-notice');

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('participant registers → admin approves, regroups, renames → reset → participant picks a new password', async ({
  page,
  browser,
}) => {
  const phone = newPhone();
  const participant = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const p = await participant.newPage();

  // The participant registers and waits for approval.
  await p.goto('/register');
  await p.getByLabel('Ad Soyad').fill('Nehir Aydın');
  await p.getByLabel('Telefon Numarası').fill(phone);
  await p.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await p.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(PASSWORD);
  await p.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await p.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await p.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(p.getByRole('heading', { name: 'Kaydınız alındı!' })).toBeVisible();

  // The admin sees the stat cards and the waiting participant.
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  for (const card of ['Toplam Kullanıcı', 'Kontrol Grubu', 'Deney Grubu', 'Uyku Kaydı']) {
    await expect(page.getByLabel('Özet').getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Kullanıcılar' })).toHaveAttribute('aria-selected', 'true');
  // By phone too: a retry of this journey registers another Nehir Aydın on the same server.
  const row = page.getByRole('listitem', { name: 'Nehir Aydın' }).filter({ hasText: phone });
  await expect(row.getByText('Onay Bekliyor')).toBeVisible();
  await expect(row.getByText(phone)).toBeVisible();
  await expect(row.getByText('E-posta yok')).toBeVisible();
  await screenshot(page, 'admin-users');

  await row.getByRole('button', { name: 'Onayla' }).click();
  await confirm(page, 'Kullanıcıyı onayla', 'Onayla');
  await expect(notice(page)).toHaveText('Kullanıcı onaylandı');
  await expect(row.getByText('Onaylı', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Onayı Kaldır' })).toBeVisible();
  // The audit log names a participant by code: this one's, so a retry's entries are not counted.
  const code = await row.getByText(/^P\d+$/).textContent();

  await row.getByRole('button', { name: 'Grup: Kontrol Grubu' }).click();
  await expect(page.getByRole('dialog', { name: 'Grubu değiştir' })).toContainText(
    'Nehir Aydın adlı kullanıcı Deney Grubuna alınsın mı?',
  );
  await confirm(page, 'Grubu değiştir', 'Onayla');
  await expect(notice(page)).toHaveText('Grup değiştirildi');
  await expect(row.getByRole('button', { name: 'Grup: Deney Grubu' })).toBeVisible();

  await row.getByRole('button', { name: 'Düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await expect(edit.getByLabel('Telefon Numarası')).toHaveValue(phone);
  await expect(edit.getByLabel('Telefon Numarası')).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('radio', { name: 'Deney Grubu' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Onaylı' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Admin yetkisi' })).not.toBeChecked();
  await screenshot(page, 'admin-edit-user');
  await edit.getByLabel('Ad Soyad').fill('');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Ad soyad gereklidir');
  await edit.getByLabel('Ad Soyad').fill('Nehir Aydın Kaya');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(page)).toHaveText('Kullanıcı başarıyla güncellendi');
  const renamed = page.getByRole('listitem', { name: 'Nehir Aydın Kaya' }).filter({ hasText: phone });
  await expect(renamed).toBeVisible();

  // The participant forgets the password and asks for a reset from /login.
  await p.getByRole('link', { name: 'Giriş Sayfasına Dön' }).click();
  await p.getByRole('link', { name: 'Şifremi Unuttum' }).click();
  // The router renders a view change as a transition: until the new view is drawn, the old view's
  // phone field is still the one on the page and would take the number.
  await expect(p.getByRole('button', { name: 'Talep Gönder' })).toBeVisible();
  await p.getByLabel('Telefon Numarası').fill(phone);
  await p.getByRole('button', { name: 'Talep Gönder' }).click();
  await expect(p.getByRole('alert')).toHaveText(
    '✅ Talebiniz alındı! Admin onayından sonra yeni şifreniz SMS ile gönderilecektir.',
  );

  // The admin opens the reset tab by its link, sees the badge, and approves with a new password.
  await page.goto('/admin?tab=password-reset');
  const resetTab = page.getByRole('tab', { name: /Şifre Sıfırlama/ });
  await expect(resetTab).toHaveAttribute('aria-selected', 'true');
  // Other journeys of the same run may have left requests too: a count is shown, whatever it is.
  await expect(resetTab.getByTestId('pending-reset-badge')).toHaveText(/^[1-9]\d*$/);
  const request = page.getByRole('listitem', { name: 'Nehir Aydın Kaya' }).filter({ hasText: phone });
  await expect(request.getByText(phone)).toBeVisible();
  const approve = request.getByRole('button', { name: 'Onayla' });
  await expect(approve).toBeDisabled();
  await request.getByLabel('Yeni şifre').fill('12345');
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(request.getByText('Şifre en az 6 karakter olmalıdır')).toBeVisible();
  await request.getByLabel('Yeni şifre').fill('Gecici1');
  await screenshot(page, 'admin-reset');
  await approve.click();
  const done = page.getByRole('dialog', { name: 'Şifre sıfırlandı' });
  await expect(done.getByTestId('reset-done-phone')).toHaveText(phone);
  await expect(done.getByTestId('reset-done-password')).toHaveText('Gecici1');
  await screenshot(page, 'admin-reset-done');
  await done.getByRole('button', { name: 'Kapat' }).click();
  await expect(request).toHaveCount(0);

  // The participant signs in with it and must choose their own password first.
  await p.getByRole('button', { name: 'Geri Dön' }).click();
  await expect(p.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await p.getByLabel('Telefon Numarası').fill(phone);
  await p.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Gecici1');
  await p.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await p.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await p.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(p).toHaveURL(/\/change-password$/);
  await expect(p.getByRole('heading', { name: 'Yeni Şifre Belirleyin' })).toBeVisible();
  await expect(p.getByText('Şifreniz yönetici tarafından sıfırlandı.', { exact: false })).toBeVisible();
  await p.goto('/dashboard');
  await expect(p).toHaveURL(/\/change-password$/);
  await screenshot(p, 'change-password');

  const current = p.getByRole('textbox', { name: 'Mevcut Şifre' });
  const next = p.getByRole('textbox', { name: 'Yeni Şifre', exact: true });
  const repeat = p.getByRole('textbox', { name: 'Yeni Şifre Tekrar' });
  const submit = p.getByRole('button', { name: 'Şifremi Değiştir' });
  await current.fill('Yanlis1');
  await next.fill('Kendi2025!');
  await repeat.fill('Kendi2025!');
  await submit.click();
  await expect(p.getByRole('alert')).toHaveText('Mevcut şifre hatalı');
  await current.fill('Gecici1');
  await next.fill('kendi2025');
  await repeat.fill('kendi2025');
  await expect(p.getByTestId('rule-uppercase')).toHaveAttribute('data-met', 'false');
  await submit.click();
  await expect(p.getByRole('alert')).toHaveText('Şifre en az bir büyük harf içermelidir');
  await next.fill('Kendi2025!');
  await repeat.fill('Kendi2025!');
  await submit.click();
  await expect(p).toHaveURL(/\/dashboard$/);
  await expect(p.getByTestId('shell-user-name')).toHaveText('Nehir Aydın Kaya');
  await expect(p.getByText('BETA', { exact: true }).first()).toBeVisible();
  await p.reload();
  await expect(p).toHaveURL(/\/dashboard$/);
  await participant.close();

  // Every step is in the audit log.
  await page.getByRole('tab', { name: 'İşlem Geçmişi' }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  const log = page.getByRole('list', { name: 'İşlem Geçmişi' });
  const about = log.getByRole('listitem').filter({ hasText: `Nehir Aydın Kaya (${code})` });
  await expect(about.filter({ hasText: 'Şifre sıfırlama onaylandı' })).toHaveCount(1);
  await expect(about.filter({ hasText: 'Kullanıcı bilgileri güncellendi' })).toContainText('Değişen: ad soyad');
  await expect(about.filter({ hasText: 'Grup değiştirildi' })).toContainText('Kontrol Grubu → Deney Grubu');
  // Admins have no participant code: the log names them by role and account.
  await expect(about.filter({ hasText: 'Kullanıcı onaylandı' })).toContainText(`Yapan: Yönetici · ${ADMIN.name}`);
  await screenshot(page, 'admin-audit');
});

test('add-user modal, Turkish sorting, deletion and every admin tab', async ({ page, request }) => {
  // Names of this attempt's own: a retry on the same server still lists the first attempt's people.
  const run = runTag();
  for (const name of ['Zerrin Test', 'Çağla Test', 'Cemal Test']) await createParticipant(request, { name: `${name} ${run}` });
  await signInAsAdmin(page);
  await page.goto('/admin');

  // Sorted by name in the Turkish locale: C before Ç before Z.
  await expect(page.getByRole('listitem', { name: `Zerrin Test ${run}` })).toBeVisible();
  const names = await page.getByRole('list', { name: 'Kullanıcılar' }).getByRole('listitem').evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label')),
  );
  const ours = names.filter((n) => n?.endsWith(` Test ${run}`));
  expect(ours).toEqual([`Cemal Test ${run}`, `Çağla Test ${run}`, `Zerrin Test ${run}`]);

  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı Ekle' });
  await expect(dialog.getByRole('radio', { name: 'Kontrol Grubu' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Admin yetkisi' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ad soyad gereklidir');
  await dialog.getByLabel('Ad Soyad').fill(`Eklenen Katılımcı ${run}`);
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Telefon numarası gereklidir');
  const phone = newPhone();
  await dialog.getByLabel('Telefon Numarası').fill(phone);
  const password = dialog.getByRole('textbox', { name: 'Şifre', exact: true });
  await password.fill('kisa');
  await expect(dialog.getByTestId('rule-length')).toHaveAttribute('data-met', 'false');
  await expect(dialog.getByTestId('rule-lowercase')).toHaveAttribute('data-met', 'true');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Şifre en az 8 karakter olmalıdır');
  await password.fill(PASSWORD);
  for (const rule of ['length', 'lowercase', 'uppercase', 'digit', 'special']) {
    await expect(dialog.getByTestId(`rule-${rule}`)).toHaveAttribute('data-met', 'true');
  }
  await dialog.getByLabel('E-posta (isteğe bağlı)').fill('eklenen@example.com');
  await screenshot(page, 'admin-add-user');
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(notice(page)).toHaveText('Kullanıcı başarıyla eklendi');
  await expect(dialog).toBeHidden();
  const added = page.getByRole('listitem', { name: `Eklenen Katılımcı ${run}` });
  await expect(added.getByText('Onaylı', { exact: true })).toBeVisible();
  await expect(added.getByText('eklenen@example.com')).toBeVisible();

  // The same phone again: the server's message.
  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  await dialog.getByLabel('Ad Soyad').fill('İkinci Kayıt');
  await dialog.getByLabel('Telefon Numarası').fill(phone);
  await dialog.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Ekle' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bu telefon numarası ile kayıtlı bir hesap zaten var');
  await dialog.getByRole('button', { name: 'İptal' }).click();

  // Admins have neither approval nor delete buttons; participants can be deleted after confirmation.
  const adminRow = page.getByRole('listitem', { name: ADMIN.name });
  await expect(adminRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await expect(adminRow.getByRole('button', { name: /Onay/ })).toHaveCount(0);
  await added.getByRole('button', { name: 'Sil' }).click();
  await confirm(page, 'Kullanıcıyı sil', 'Kalıcı Olarak Sil');
  await expect(notice(page)).toHaveText('Kullanıcı silindi');
  await expect(added).toHaveCount(0);

  // ?tab= opens a tab directly; every tab has its feature (none shows the empty slot any more).
  await page.goto('/admin?tab=messages');
  await expect(page.getByRole('tab', { name: 'Mesajlar' })).toHaveAttribute('aria-selected', 'true');
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.map((t) => t.replace(/\d+$/, ''))).toEqual([
    'Kullanıcılar',
    'Şifre Sıfırlama',
    'Uyku Verileri',
    'Kalp Atım Hızı',
    'Analiz',
    'Form Yanıtları',
    'Mesajlar',
    'İçerik',
    'Çalışma',
    'İşlem Geçmişi',
  ]);
  // A tab's text ends with its waiting count when something waits ('Kullanıcılar2'): its name without it.
  for (const name of tabs.map((t) => t.replace(/\d+$/, ''))) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByText('Bu sekme ilgili özellik eklendiğinde kullanılabilir olacak.')).toHaveCount(0);
  }
});

test('non-admins are sent away from /admin and /admin/forms', async ({ page, request }) => {
  await useSession(page, await createParticipant(request, { name: 'Meraklı Katılımcı' }));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/forms');
  // /admin/forms sends non-admins to /, which sends a signed-in user on to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
});
