import { expect, test } from '@playwright/test';
import { adminSession, newPhone, PASSWORD, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * An admin's /dashboard at 1280 px (docs/product.md, "Dashboard"): the researcher's day, not a
 * participant's. What waits comes first, each count a link into its /admin tab; no diary reminder,
 * no group card, no reminder dot on 'Uyku Takibi'.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test("an admin's /dashboard shows what waits, with links into /admin, and no diary reminder", async ({ page, request }) => {
  // Found by phone at the end: a retry on the same server registers a second 'Panoda Bekleyen'.
  const waitingPhone = newPhone();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Panoda Bekleyen', phone: waitingPhone, password: PASSWORD, acceptTerms: true, acceptPrivacy: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const admin = await adminSession(request);
  const waiting = (await (
    await request.get('/api/admin/waiting', { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json()) as {
    waiting: { approvals: number; passwordResets: number; videoCalls: number; alerts: number };
  };
  expect(waiting.waiting.approvals).toBeGreaterThanOrEqual(1);

  await useSession(page, admin);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Hoş geldiniz/ })).toBeVisible();
  const list = page.getByRole('region', { name: 'Sizi bekleyenler' });
  await expect(list).toBeVisible();

  const approvals = list.getByRole('link', { name: `Onay bekleyen ${waiting.waiting.approvals} katılımcı` });
  await expect(approvals).toHaveAttribute('href', '/admin?tab=users&filter=waiting');
  await expect(
    list.getByRole('link', { name: `Bekleyen ${waiting.waiting.passwordResets} şifre sıfırlama talebi` }),
  ).toHaveAttribute('href', '/admin?tab=password-reset');
  await expect(
    list.getByRole('link', { name: `Bekleyen ${waiting.waiting.videoCalls} görüntülü görüşme talebi` }),
  ).toHaveAttribute('href', '/admin?tab=messages');
  await expect(list.getByRole('link', { name: `Görülmemiş ${waiting.waiting.alerts} çalışma uyarısı` })).toHaveAttribute(
    'href',
    '/admin?tab=analysis',
  );

  // Nothing of a participant's home: no diary reminder, no group, no reminder dot.
  await expect(page.getByText('Dün geceki uykunuzu kaydedin')).toHaveCount(0);
  await expect(page.getByText(/^Grup$/)).toHaveCount(0);
  await expect(page.getByText('Hızlı İşlemler')).toHaveCount(0);
  await expect(page.getByTestId('sleep-reminder-dot')).toHaveCount(0);
  await screenshot(page, 'admin-dashboard');

  // Each count opens its tab: the users tab on 'Onay bekleyenler'.
  await approvals.click();
  await expect(page).toHaveURL(/\/admin\?tab=users&filter=waiting$/);
  await expect(page.getByRole('button', { name: /^Onay bekleyenler \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('list', { name: 'Kullanıcılar' })
      .getByRole('listitem')
      .filter({ hasText: 'Panoda Bekleyen' })
      .filter({ hasText: waitingPhone }),
  ).toHaveCount(1);
});
