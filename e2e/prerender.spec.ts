import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * Decision 015: the build renders the sign-in screen to HTML (apps/web/scripts/prerender.mjs), the
 * server sends it for /login, and the app takes that HTML over instead of drawing the screen again.
 */

const CONSENT_PRIVACY = "KVKK Aydınlatma Metni'ni okudum ve kişisel sağlık verilerimin işlenmesine açık rıza veriyorum";

test('/login arrives as the sign-in screen itself, readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Giriş Yap', level: 1 })).toBeVisible();
  await expect(page.getByText('Telefon Numarası', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(CONSENT_PRIVACY)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeDisabled();
  await expect(page).toHaveTitle('Giriş Yap — Uyku ve Stres Platformu');
  // Until the app has taken the page over there is nothing to type into or tick: no keystroke is lost.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await screenshot(page, 'login-prerendered');
  await context.close();
});

test('the app takes the prerendered screen over without drawing it again, and the form works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Counts the elements the app removes from the screen; a redraw would replace the whole <main>.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFromRoot: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => removed.push(node.nodeName));
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });

  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toContain('kişisel sağlık verilerimin işlenmesine açık rıza veriyorum');

  await page.goto('/login');
  const phone = page.getByLabel('Telefon Numarası');
  // Typed as soon as the field is there, the keystrokes reach the app: formatted, digits only, 11 at most.
  await phone.pressSequentially('0532 abc 123 45 67 99');
  await expect(phone).toHaveValue('05321234567');
  // Read before anything is ticked (a tick swaps the box's icon): the stand-ins of the two fields and
  // the two boxes gave way to the real controls, and nothing else of the screen was removed.
  const removed = await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot);
  expect(removed.filter((name) => !['DIV', 'SPAN'].includes(name))).toEqual([]);
  expect(removed.length).toBeLessThanOrEqual(4);
  await page.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  await page.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(page.getByRole('button', { name: 'Şifreyi gizle' })).toBeVisible();

  expect(problems).toEqual([]);
});

test('a signed-in visitor of /login, and /login?view=forgot, get their own screens', async ({ page }) => {
  await page.goto('/login?view=forgot');
  await expect(page.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toHaveCount(0);

  await useSession(page, await createParticipant(page.request));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
