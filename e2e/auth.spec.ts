import { expect, test, type Page } from '@playwright/test';
import { adminSession, createParticipant, newPhone, PASSWORD, useSession } from './support/api';
import { screenshot } from './support/screens';

const CONSENT = 'Kullanıcı sözleşmesi ve KVKK aydınlatma metnini onaylamanız gerekmektedir';

async function approveThroughAdminApi(page: Page, phone: string) {
  const admin = await adminSession(page.request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const list = await page.request.get('/api/admin/users', { headers });
  expect(list.ok()).toBe(true);
  const { users } = (await list.json()) as { users: { id: string; phone: string }[] };
  const user = users.find((u) => u.phone === phone);
  expect(user, `user ${phone} listed for the admin`).toBeTruthy();
  const approved = await page.request.put(`/api/admin/users/${user!.id}`, { headers, data: { isApproved: true } });
  expect(approved.ok()).toBe(true);
}

test('register → login refused → approval → login → dashboard → logout', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Kayıt Ol' })).toBeVisible();
  await screenshot(page, 'register');
  await page.getByLabel('Ad Soyad').fill('Elif Demir');
  await page.getByLabel('Telefon Numarası').fill(phone);
  await page.getByLabel('E-posta (isteğe bağlı)').fill('elif@example.com');
  await page.getByRole('radio', { name: /Deney Grubu/ }).check();

  const password = page.getByRole('textbox', { name: 'Şifre', exact: true });
  await password.fill('kisa');
  await expect(page.getByTestId('rule-length')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('rule-lowercase')).toHaveAttribute('data-met', 'true');
  await password.fill(PASSWORD);
  for (const rule of ['length', 'lowercase', 'uppercase', 'digit', 'special']) {
    await expect(page.getByTestId(`rule-${rule}`)).toHaveAttribute('data-met', 'true');
  }
  await page.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(PASSWORD);

  // The agreement modal's accept button ticks the terms box.
  await page.getByRole('button', { name: 'Sözleşmeyi oku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Sözleşmesi' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'register-agreement');
  await dialog.getByRole('button', { name: 'Okudum, Kabul Ediyorum' }).click();
  await expect(page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();

  await expect(page.getByRole('heading', { name: 'Kaydınız alındı!' })).toBeVisible();
  await expect(page.getByText('admin onayından sonra aktif olacaktır')).toBeVisible();
  await screenshot(page, 'register-done');
  await page.getByRole('link', { name: 'Giriş Sayfasına Dön' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Telefon Numarası').fill(phone);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  const submit = page.getByRole('button', { name: 'Giriş Yap' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Hesabınız henüz onaylanmadı. Admin onayından sonra giriş yapabilirsiniz.',
  );
  await expect(page).toHaveURL(/\/login$/);

  await approveThroughAdminApi(page, phone);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('shell-user-name')).toHaveText('Elif Demir');
  await expect(page.getByText('BETA', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rahatlama', exact: true })).toBeVisible();
  await screenshot(page, 'dashboard-shell');

  // The session survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('uyku.token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('login page shows every validation message of the sign-in rules', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('consent-hint')).toHaveText(CONSENT);
  await screenshot(page, 'login');
  await page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await expect(page.getByTestId('consent-hint')).toHaveCount(0);

  const submit = page.getByRole('button', { name: 'Giriş Yap' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Telefon numarası ve şifre gereklidir');
  await page.getByLabel('Telefon Numarası').fill('0555 123 45 67');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Telefon numarası ve şifre gereklidir');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('12345');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Şifre en az 6 karakter olmalıdır');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Yanlis123!');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Telefon numarası veya şifre hatalı');

  // Show/hide password.
  const password = page.getByRole('textbox', { name: 'Şifre', exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  // Legal links open in a new tab.
  for (const [name, href] of [
    [/^Kullanıcı Sözleşmesi$/, '/terms'],
    [/^KVKK Aydınlatma Metni$/, '/privacy-policy'],
  ] as const) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('forgot-password view: messages of sections 5 and 8', async ({ page, request }) => {
  const participant = await createParticipant(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
  // The view has its own address: a reload (or a new tab) opens it again.
  await expect(page).toHaveURL(/\/login\?view=forgot$/);
  await page.reload();
  const send = page.getByRole('button', { name: 'Talep Gönder' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Telefon numarası gereklidir');
  await page.getByLabel('Telefon Numarası').fill('09998887766');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('❌ Telefon numarası sistemde kayıtlı değil');
  await page.getByLabel('Telefon Numarası').fill(participant.user.phone);
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(
    '✅ Talebiniz alındı! Admin onayından sonra yeni şifreniz SMS ile gönderilecektir.',
  );
  await screenshot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Geri Dön' }).click();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});

test('register page shows every validation message of the registration rules', async ({ page }) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Kayıt Ol' });
  const alert = page.getByRole('alert');
  // Every problem at once, in the form's order, the consents last (docs/product.md, "Registration and sign-in").
  await submit.click();
  await expect(alert.getByRole('listitem')).toHaveText(['Ad soyad gereklidir', 'Telefon numarası gereklidir', 'Şifre gereklidir', CONSENT]);
  await page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();

  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Şifre Tekrar' }).fill('Baska2025!');
  await submit.click();
  await expect(alert.getByRole('listitem')).toHaveText(['Ad soyad gereklidir', 'Telefon numarası gereklidir', 'Şifreler eşleşmiyor']);
  await page.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(PASSWORD);
  await submit.click();
  await expect(alert.getByRole('listitem')).toHaveText(['Ad soyad gereklidir', 'Telefon numarası gereklidir']);
  await page.getByLabel('Ad Soyad').fill('Can Yıldız');
  await submit.click();
  await expect(alert).toHaveText('Telefon numarası gereklidir');
  await page.getByLabel('Telefon Numarası').fill(newPhone());

  for (const [candidate, message] of [
    ['Ab1!', 'Şifre en az 8 karakter olmalıdır'],
    ['ABCDEFG1!', 'Şifre en az bir küçük harf içermelidir'],
    ['abcdefg1!', 'Şifre en az bir büyük harf içermelidir'],
    ['Abcdefgh!', 'Şifre en az bir rakam içermelidir'],
    ['Abcdefgh1', 'Şifre en az bir özel karakter (@$!%*?&) içermelidir'],
  ] as const) {
    await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(candidate);
    await page.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(candidate);
    await submit.click();
    await expect(alert).toHaveText(message);
  }
});

test('route table redirects', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);

  const participant = await createParticipant(request, { name: 'Kontrol Katılımcı' });
  await useSession(page, participant);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/forms');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/elsewhere');
  await expect(page).toHaveURL(/\/dashboard$/);
  // A control-group participant has no beta items in the menu.
  await expect(page.getByRole('link', { name: 'Uyku Takibi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rahatlama', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Panel', exact: true })).toHaveCount(0);
});

test('a token without a user is verified once; a revoked one signs out', async ({ page, request }) => {
  const participant = await createParticipant(request, { name: 'Doğrulanan Katılımcı' });
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('uyku.token', token);
      sessionStorage.setItem('seeded', '1');
    }
  }, participant.token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('shell-user-name')).toHaveText('Doğrulanan Katılımcı');

  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${participant.token}` } });
  await page.evaluate(() => localStorage.removeItem('uyku.user'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});

test('legal pages are public and link back home', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KVKK');
  await expect(page.getByText(/Sürüm 2\.0/)).toBeVisible();
  await screenshot(page, 'privacy-policy', { fullPage: false });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kullanıcı Sözleşmesi');
  await expect(page.getByText(/Sürüm 1\.0/)).toBeVisible();
  await screenshot(page, 'terms', { fullPage: false });
  await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('phone fields keep digits only and stop at 11 as the user types', async ({ page, request }) => {
  const TYPED = '0555-abc 123 45 67 89';
  const KEPT = '05551234567';
  await page.goto('/login');
  const loginPhone = page.getByLabel('Telefon Numarası');
  await loginPhone.pressSequentially(TYPED);
  await expect(loginPhone).toHaveValue(KEPT);

  await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
  // Until the forgot view is drawn, the sign-in view's phone field is the one on the page.
  await expect(page.getByRole('button', { name: 'Talep Gönder' })).toBeVisible();
  const forgotPhone = page.getByLabel('Telefon Numarası');
  await forgotPhone.fill('');
  await forgotPhone.pressSequentially(TYPED);
  await expect(forgotPhone).toHaveValue(KEPT);

  await page.goto('/register');
  const registerPhone = page.getByLabel('Telefon Numarası');
  await registerPhone.pressSequentially(TYPED);
  await expect(registerPhone).toHaveValue(KEPT);

  await useSession(page, await adminSession(request));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  const dialogPhone = page.getByRole('dialog', { name: 'Yeni Kullanıcı Ekle' }).getByLabel('Telefon Numarası');
  await dialogPhone.pressSequentially(TYPED);
  await expect(dialogPhone).toHaveValue(KEPT);
});
