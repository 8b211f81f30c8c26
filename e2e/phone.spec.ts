import { expect, test, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession, type SignedIn } from './support/api';
import { screenshot } from './support/screens';

/**
 * Phone width (issue 17, items 6a, 7 and 8): every participant route and the admin panel at
 * 360 × 740 without sideways scrolling, the admin's selected tab in sight, and the in-app diary
 * reminder on the dashboard and in the menu.
 */

test.use({ viewport: { width: 360, height: 740 } });

const ISTANBUL = 'Europe/Istanbul';
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ISTANBUL, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

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

const PARTICIPANT_ROUTES = [
  ['/dashboard', /Hoş geldiniz/],
  ['/sleep', 'Uyku Takibi'],
  ['/sleep?entry=new', 'Yeni Uyku Kaydı'],
  ['/support', 'Uzman Desteği'],
  ['/forms', 'Formlar'],
  ['/profile', /Profil/],
  ['/relaxation', 'Rahatlama Merkezi'],
  ['/binaural', 'Binaural Sesler'],
] as const;

test('an experiment participant’s routes fit 360 px without sideways scrolling', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Elif Yıldırım Karaosmanoğlu', abGroup: 'experiment' });
  // Ten nights ending yesterday: the trend chart has data and last night is still missing.
  for (let day = 10; day >= 1; day -= 1) await apiNight(page, participant, daysAgo(day), 3 + (day % 7));
  const chat = await page.request.post('/api/chat/messages', {
    headers: { Authorization: `Bearer ${participant.token}` },
    data: { text: 'Gece sık sık uyanıyorum, ne önerirsiniz?' },
  });
  expect(chat.status()).toBe(201);
  await useSession(page, participant);

  for (const [route, heading] of PARTICIPANT_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, route);
    await screenshot(page, `phone${route.replace(/[/?=]/g, '-')}`);
  }
});

test('the admin panel and each of its tabs fit 360 px; the selected tab stays in sight', async ({ page }) => {
  const admin = await adminSession(page.request);
  await createParticipant(page.request, { name: 'Mehmet Can Öztürkoğlu' });
  await useSession(page, admin);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('Admin hesapları hariç')).toBeVisible();
  await expect(page.getByText('Admin hesapları dahil')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, '/admin');
  await screenshot(page, 'phone-admin-users');

  for (const key of ['password-reset', 'sleep', 'heart-rate', 'forms', 'messages', 'content', 'audit']) {
    await page.goto(`/admin?tab=${key}`);
    const tab = page.locator(`#admin-tab-${key}`);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    // The selected tab lies inside the tab strip's visible part.
    const strip = await page.locator('.MuiTabs-scroller').boundingBox();
    const box = await tab.boundingBox();
    expect(strip && box, key).toBeTruthy();
    expect(box!.x, `${key} tab starts in sight`).toBeGreaterThanOrEqual(strip!.x - 1);
    expect(box!.x + box!.width, `${key} tab ends in sight`).toBeLessThanOrEqual(strip!.x + strip!.width + 1);
    await expectNoSidewaysScroll(page, `/admin?tab=${key}`);
    await screenshot(page, `phone-admin-${key}`);
  }
});

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
  await expect(menu.getByRole('link', { name: /^Uyku Takibi\s*dün gecenin kaydı bekleniyor$/ })).toBeVisible();
  await expect(menu.getByTestId('sleep-reminder-dot')).toBeVisible();
  await screenshot(page, 'phone-dashboard-menu-dot');
  await page.keyboard.press('Escape');

  await reminder.getByRole('link', { name: 'Şimdi Kaydet' }).click();
  await expect(page).toHaveURL(/\/sleep\?entry=new$/);
  await expect(page.getByRole('heading', { name: 'Yeni Uyku Kaydı' })).toBeVisible();

  // This morning's entry (the form's default date) answers the reminder: card and dot are gone.
  await page.getByRole('button', { name: 'Kaydet' }).click();
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
  await page.getByRole('button', { name: 'Şifremi Unuttum' }).click();
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
