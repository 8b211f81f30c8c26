import { expect, test, type Page, type Route } from '@playwright/test';
import { createParticipant, useSession, type SignedIn } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';
import { holdBack } from './support/hold-back';

/**
 * Loading and failure are never shown as "no data" (docs/product.md, "App shell"): with the API
 * slowed, the participant's screens show skeletons and none of their empty texts; with the API
 * answering 503, an error with 'Tekrar Dene' sits at the top of the screen, in view without
 * scrolling, and 'Tekrar Dene' brings the data once the server answers again.
 */

test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light', serviceWorkers: 'block' });

/** Texts that say "you have nothing here": only an answered empty list may show them. */
const EMPTY_TEXTS = [
  'Henüz kayıt yok',
  'Henüz uyku kaydınız yok',
  'Son 30 günde kayıt yok',
  'Henüz form yok',
  '0 / 0 Form Dolduruldu',
  'Henüz mesaj yok',
];

async function expectNoEmptyText(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const empty of EMPTY_TEXTS) expect(text, `'${empty}' is shown`).not.toContain(empty);
  // The tile's label and figure are separate lines: 'Toplam Kayıt' then '0'.
  expect(text).not.toMatch(/Toplam Kayıt\s*0\b/);
  expect(text).not.toMatch(/\b0 kayıt\b/);
}

/** Light and dark shots of what the screen shows now, at 1280 and 390 px (SCREENSHOTS=1). */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light`, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'light' });
}

async function seedNight(page: Page, session: SignedIn): Promise<void> {
  const date = daysAgo(1);
  const response = await page.request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { date, bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: 7 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const API = '**/api/**';

const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Hizmet geçici olarak kullanılamıyor', error: 'Hizmet geçici olarak kullanılamıyor' }),
  });

test('with the API slowed, the screens show skeletons and never an empty text', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Derya Koç' });
  await seedNight(page, participant);
  await useSession(page, participant);
  // Each screen's API answers held back while the test looks at its loading state.
  let release = await holdBack(page, API);
  await page.goto('/dashboard');
  await expect(page.getByTestId('loading-block')).toBeVisible();
  await expect(page.getByTestId('card-latest-value')).toHaveText('');
  await expectNoEmptyText(page);
  await shots(page, 'loading-dashboard');
  release();
  await expect(page.getByTestId('card-average-detail')).toHaveText('1 kayıt');

  release = await holdBack(page, API);
  await page.goto('/sleep');
  await expect(page.getByTestId('loading-block')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar', exact: true })).toBeVisible();
  await expectNoEmptyText(page);
  await shots(page, 'loading-sleep');
  release();
  await expect(page.getByTestId('tile-count')).toHaveText('1');

  release = await holdBack(page, API);
  await page.goto('/forms');
  await expect(page.getByTestId('loading-block')).toBeVisible();
  await expectNoEmptyText(page);
  await shots(page, 'loading-forms');
  release();
  await expect(page.getByTestId('forms-progress')).toBeVisible();

  // The conversation: a skeleton while it loads; 'Henüz mesaj yok' only once it is answered empty.
  release = await holdBack(page, API);
  await page.goto('/support');
  await expect(page.getByTestId('chat-panel').getByTestId('loading-block')).toBeVisible();
  await expectNoEmptyText(page);
  await shots(page, 'loading-support');
  release();
  await expect(page.getByText('Henüz mesaj yok')).toBeVisible();

  // A slow send: the message shows as on its way, and the empty text is gone beside it.
  const text = 'Bu gece de geç uyudum, ne önerirsiniz?';
  release = await holdBack(page, API);
  await page.getByRole('textbox', { name: 'Mesajınız' }).fill(text);
  await page.getByRole('button', { name: 'Gönder' }).click();
  const line = page.getByTestId('chat-message').filter({ hasText: text });
  await expect(line).toHaveAttribute('data-pending', 'true');
  await expect(line).toContainText('Gönderiliyor...');
  await expectNoEmptyText(page);
  await shots(page, 'loading-support-sending');
  release();
  await expect(line).not.toHaveAttribute('data-pending', 'true');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-sender', 'user');
});

for (const screen of [
  {
    path: '/dashboard',
    error: 'Kayıtlar yüklenemedi.',
    data: (page: Page) => expect(page.getByTestId('card-average-detail')).toHaveText('1 kayıt'),
  },
  {
    path: '/sleep',
    error: 'Kayıtlar yüklenemedi.',
    data: (page: Page) => expect(page.getByTestId('tile-count')).toHaveText('1'),
  },
  {
    path: '/forms',
    error: 'Formlar yüklenemedi.',
    data: (page: Page) => expect(page.getByTestId('forms-progress')).toBeVisible(),
  },
]) {
  test(`${screen.path} answering 503: the error with 'Tekrar Dene' is at the top, and retrying shows the data`, async ({ page }) => {
    const participant = await createParticipant(page.request);
    await seedNight(page, participant);
    await useSession(page, participant);
    await page.route('**/api/**', unavailable);

    await page.goto(screen.path);
    const alert = page.getByRole('alert').filter({ hasText: screen.error });
    // The query asks twice more before it gives up (app/query-client.ts).
    await expect(alert).toBeVisible({ timeout: 15_000 });
    const retry = alert.getByRole('button', { name: 'Tekrar Dene' });
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(retry).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoEmptyText(page);
    await shots(page, `failed-${screen.path.slice(1)}`);

    await page.unroute('**/api/**', unavailable);
    await retry.click();
    await screen.data(page);
    await expect(alert).toBeHidden();
  });
}
