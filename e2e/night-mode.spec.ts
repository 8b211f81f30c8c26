import { expect, test } from '@playwright/test';
import { adminSession, createParticipant, postNights, useSession } from './support/api';
import { textContrast } from './support/contrast';
import { screenshot } from './support/screens';

/**
 * Night mode: the top bar's 'Görünüm' control keeps light or dark on this device, over the system
 * setting, across reloads, and the stored choice is on <html> before the app's script has run.
 * The service worker is blocked here so that page.route sees every request.
 */
test.use({ colorScheme: 'light', serviceWorkers: 'block' });

test('dark chosen in the top bar is kept after a reload, before the app loads, and back to the system', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Gece Kuşu', abGroup: 'experiment' });
  // A few nights, so the dashboard and the diary have charts and tiles to look at in the dark.
  await postNights(page.request, participant, [
    [1, 7],
    [2, 4],
    [4, 8],
  ]);
  await useSession(page, participant);
  await page.goto('/dashboard');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);

  const button = page.getByRole('button', { name: 'Görünüm' });
  await button.click();
  await expect(page.getByRole('menuitemradio', { name: 'Sistem' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Koyu' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1a1e2e');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 19, 31)');
  await button.click();
  await expect(page.getByRole('menuitemradio', { name: 'Koyu' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await screenshot(page, 'night-dashboard');

  await page.goto('/sleep');
  await expect(page.getByRole('heading', { name: 'Uyku Takibi', level: 1 })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await screenshot(page, 'night-sleep');
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await expect(page.getByRole('button', { name: 'Geri Dön' })).toBeVisible();
  await screenshot(page, 'night-sleep-form');

  // Chat bubbles in the dark: both sides' text, the expert's label and the times stay readable (AA).
  const admin = await adminSession(page.request);
  for (const [token, data] of [
    [participant.token, { text: 'Gece üçte uyanıyorum, ne yapmalıyım?' }],
    [admin.token, { text: 'Yatmadan önce ekranları kapatmayı deneyin.', userId: participant.user.userId }],
  ] as const) {
    const response = await page.request.post('/api/chat/messages', { headers: { Authorization: `Bearer ${token}` }, data });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto('/support');
  const mine = page.getByTestId('chat-message').filter({ hasText: 'Gece üçte' });
  const theirs = page.getByTestId('chat-message').filter({ hasText: 'Yatmadan önce' });
  await expect(theirs).toContainText('Uzman');
  for (const [label, text] of [
    ['own message', mine.getByText('Gece üçte uyanıyorum, ne yapmalıyım?')],
    ['own time', mine.locator('time')],
    ['expert message', theirs.getByText('Yatmadan önce ekranları kapatmayı deneyin.')],
    ['expert label', theirs.getByText('Uzman', { exact: true })],
    ['expert time', theirs.locator('time')],
  ] as const) {
    expect(await textContrast(text), label).toBeGreaterThanOrEqual(4.5);
  }
  await screenshot(page, 'night-support');

  // Before the first paint: with the app's own script withheld, the page is already dark.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveCSS('background-color', 'rgb(16, 19, 31)');
  await expect(page.getByRole('button', { name: 'Görünüm' })).toHaveCount(0);
  await page.unroute(/\/assets\/index-[^/]+\.js$/);

  // 'Sistem' follows the device again: light here.
  await page.reload();
  await page.getByRole('button', { name: 'Görünüm' }).click();
  await page.getByRole('menuitemradio', { name: 'Sistem' }).click();
  await expect(html).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveClass(/\blight\b/);
});
