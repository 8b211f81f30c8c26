import { expect, test, type Page } from '@playwright/test';
import { createParticipant, useSession, type SignedIn } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * Phone width: the in-app diary reminder on the dashboard and in the
 * menu, and the public screens' fixes. Every route at 360 × 740 without sideways scrolling and the
 * admin's selected tab in sight are checked by the walk in accessibility.spec.ts.
 */

test.use({ viewport: { width: 360, height: 740 } });

async function apiNight(page: Page, session: SignedIn, date: string, quality: number) {
  const response = await page.request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { date, bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: quality },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The page's width fits the viewport: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page, route: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${route} scrolls sideways at 360 px`).toBeLessThanOrEqual(clientWidth);
}

test('without last night’s entry the dashboard asks for it first and the menu shows a dot; one tap opens the form', async ({
  page,
}) => {
  const participant = await createParticipant(page.request, { name: 'Ayşe Demir' });
  await apiNight(page, participant, daysAgo(1), 6);
  await useSession(page, participant);

  await page.goto('/dashboard');
  const reminder = page.getByTestId('diary-reminder');
  await expect(reminder.getByRole('heading', { name: 'Dün geceki uykunuzu kaydedin' })).toBeVisible();
  // It is the first card, above the three summary cards.
  const firstSection = page.locator('main section').first();
  await expect(firstSection).toHaveAttribute('data-testid', 'diary-reminder');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = page.getByRole('navigation', { name: 'Ana menü' }).filter({ visible: true });
  // Named exactly by its label; the reminder is the link's description, not part of its name.
  const sleepLink = menu.getByRole('link', { name: 'Uyku Takibi', exact: true });
  await expect(sleepLink).toBeVisible();
  await expect(sleepLink).toHaveAccessibleDescription('dün gecenin kaydı bekleniyor');
  await expect(menu.getByTestId('sleep-reminder-dot')).toBeVisible();
  await screenshot(page, 'phone-dashboard-menu-dot');
  await page.keyboard.press('Escape');

  await reminder.getByRole('link', { name: 'Şimdi Kaydet' }).click();
  await expect(page).toHaveURL(/\/sleep\?entry=new$/);
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();

  // This morning's entry (the form's default date) answers the reminder: card and dot are gone.
  // Its answers were never changed, so the diary asks before saving the defaults.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Evet, kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (2)' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Son Uyku Kayıtları' })).toBeVisible();
  await expect(page.getByTestId('diary-reminder')).toHaveCount(0);
  await expect(page.getByTestId('sleep-reminder-dot')).toHaveCount(0);
});

test('public screens on a phone: one forgot-password heading, the agreement’s buttons on one row, 44 px consent links', async ({
  page,
}) => {
  await page.goto('/login');
  for (const link of await page.getByRole('link', { name: /Kullanıcı Sözleşmesi|KVKK Aydınlatma Metni/ }).all()) {
    expect((await link.boundingBox())!.height, 'consent link height').toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
  await expect(page.getByRole('button', { name: 'Talep Gönder' })).toBeVisible();
  await expect(page.getByText('Şifremi Unuttum', { exact: true })).toHaveCount(1);
  for (const name of ['Talep Gönder', 'Geri Dön']) {
    expect((await page.getByRole('button', { name }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page, '/login (forgot)');
  await screenshot(page, 'phone-forgot');

  await page.goto('/register');
  await page.getByRole('button', { name: 'Sözleşmeyi oku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı Sözleşmesi' });
  const close = await dialog.getByRole('button', { name: 'Kapat' }).boundingBox();
  const accept = await dialog.getByRole('button', { name: 'Okudum, Kabul Ediyorum' }).boundingBox();
  expect(Math.abs(close!.y - accept!.y), 'both buttons on one row').toBeLessThan(2);
  await screenshot(page, 'phone-agreement', { fullPage: false });
});
