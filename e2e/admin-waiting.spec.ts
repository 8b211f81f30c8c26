import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { adminSession, createParticipant, newPhone, PASSWORD, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * What waits for an admin, at 1280 px (docs/product.md, "What waits"): a registration raises the
 * users tab's badge and the admin's bell on a page that stays open, over the socket; a video
 * request raises a notice on any admin screen, and the admin joins from it. The participant's
 * waiting call shows the expert hours and, once the study's wait is over, offers a message.
 * The fake camera and microphone flags are added for this file only, as in video.spec.ts.
 */
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      });
    },
    { scope: 'worker' },
  ],
});
test.use({ viewport: { width: 1280, height: 800 } });

/** The number a badge shows, 0 when MUI hides it. */
async function countOf(badge: Locator): Promise<number> {
  const text = (await badge.locator('.MuiBadge-badge').textContent())?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : 0;
}

const waitingBell = (page: Page) => page.getByRole('button', { name: /^Bekleyen işler/ });

test('a registration raises the users tab badge and the bell, live, on an open admin page', async ({ page, request }) => {
  const admin = await adminSession(request);
  await useSession(page, admin);
  const firstCount = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/waiting');
  await page.goto('/admin?tab=study');
  await expect(page.getByRole('heading', { name: 'Çalışma Ayarları' })).toBeVisible();
  const bellBadge = page.getByTestId('waiting-bell-badge');
  await expect(bellBadge).toBeVisible();
  // The page's first count, once the badges show it.
  const { waiting } = (await (await firstCount).json()) as { waiting: Record<string, number> & { approvals: number } };
  // The bell counts every kind that waits (docs/product.md, "What waits").
  const before = Object.values(waiting).reduce((sum, count) => sum + count, 0);
  const usersBefore = waiting.approvals;
  await expect.poll(() => countOf(bellBadge)).toBe(before);
  const usersTab = page.getByRole('tab', { name: /^Kullanıcılar/ });

  // Found by phone at the end: a retry on the same server registers a second 'Canlı Bekleyen'.
  const waitingPhone = newPhone();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Canlı Bekleyen', phone: waitingPhone, password: PASSWORD, acceptTerms: true, acceptPrivacy: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  // No reload: the socket's 'admin.waiting' brings the counts.
  await expect.poll(() => countOf(bellBadge)).toBe(before + 1);
  await expect.poll(() => countOf(page.getByTestId('waiting-badge-users'))).toBe(usersBefore + 1);
  await expect(usersTab.getByTestId('waiting-badge-users')).toHaveAttribute('title', `${usersBefore + 1} bekleyen`);
  await expect(page.getByTestId('nav-waiting-badge')).toBeVisible();
  await screenshot(page, 'admin-waiting-badges', { fullPage: false });

  // The bell lists what waits, each a way into its tab.
  await waitingBell(page).click();
  const approvals = page.getByRole('menuitem', { name: `Onay bekleyen ${usersBefore + 1} katılımcı` });
  await expect(approvals).toBeVisible();
  await screenshot(page, 'admin-waiting-bell', { fullPage: false });
  await approvals.click();
  await expect(page).toHaveURL(/\/admin\?tab=users&filter=waiting$/);
  await expect(page.getByRole('button', { name: /^Onay bekleyenler \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('list', { name: 'Kullanıcılar' })
      .getByRole('listitem')
      .filter({ hasText: 'Canlı Bekleyen' })
      .filter({ hasText: waitingPhone }),
  ).toHaveCount(1);
});

test('a video request raises a notice on the users tab; the admin joins from it', async ({ browser }) => {
  const options = { permissions: ['camera', 'microphone'] };
  const participantContext = await browser.newContext(options);
  const adminContext = await browser.newContext(options);
  const participant = await createParticipant(participantContext.request, { name: 'Bildirimli Katılımcı' });
  const admin = await adminSession(adminContext.request);
  const me = await participantContext.newPage();
  const expert = await adminContext.newPage();
  await useSession(me, participant);
  await useSession(expert, admin);

  await expert.goto('/admin?tab=users');
  await expect(expert.getByRole('list', { name: 'Kullanıcılar' })).toBeVisible();
  await me.goto('/support');
  await me.getByRole('button', { name: 'Görüntülü Görüşme' }).click();
  await expect(me.getByTestId('video-state')).toHaveText('Uzmanın katılması bekleniyor…');
  // While waiting, the participant sees the spec's expert hours and until when the request waits.
  const note = me.getByTestId('video-waiting-note');
  await expect(note).toContainText('Uzmanlarımız hafta içi 09:00-18:00 saatleri arasında çevrimiçidir.');
  await expect(note).toContainText(/Talebiniz \d{2}:\d{2} saatine kadar bekler\./);

  // The notice appears on the users tab, without a reload, and can be turned quiet.
  const notice = expert.getByTestId('video-request-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Bildirimli Katılımcı görüntülü görüşme bekliyor.');
  const soundOff = notice.getByRole('button', { name: 'Bildirim sesini kapat' });
  await soundOff.click();
  await expect(notice.getByRole('button', { name: 'Bildirim sesini aç' })).toHaveAttribute('aria-pressed', 'true');
  await expect(expert.getByTestId('waiting-badge-messages')).toBeVisible();
  // Away from the sound button, so its tooltip is not in the picture.
  await expert.mouse.move(600, 700);
  await expect(expert.getByRole('tooltip')).toHaveCount(0);
  await screenshot(expert, 'admin-video-notice', { fullPage: false });

  // The notice never covers the page's controls: it sits in the page's flow, which makes room for it.
  // At the centre of each button it used to cover, the topmost element is the button itself.
  for (const [tab, name] of [
    ['forms', 'Form Ekle'],
    ['sleep', 'CSV İndir'],
  ] as const) {
    await expert.goto(`/admin?tab=${tab}`);
    await expect(notice).toBeVisible();
    const button = expert.getByRole('button', { name }).first();
    await expect(button).toBeVisible();
    for (const scroll of [0, 60]) {
      await expert.evaluate((y) => window.scrollTo(0, y), scroll);
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop, `${name} at scroll ${scroll}`).toBe(true);
    }
    await screenshot(expert, `admin-video-notice-${tab}`, { fullPage: false });
  }

  // 'Katıl' from the notice opens the room on both sides.
  await notice.getByRole('button', { name: 'Katıl' }).click();
  await expect(expert.getByTestId('video-room')).toBeVisible();
  await expect(me.getByTestId('video-state')).toHaveText('Bağlandı');
  await expect(expert.getByTestId('video-state')).toHaveText('Bağlandı');
  await expect(notice).toBeHidden();
  await expert.getByRole('button', { name: 'Görüşmeyi bitir' }).click();
  await expect(me.getByTestId('video-state')).toHaveText('Görüşme sona erdi');

  await participantContext.close();
  await adminContext.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the participant's waiting call at 390 px (${scheme}): expert hours, then the offer to leave a message`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      permissions: ['camera', 'microphone'],
      viewport: { width: 390, height: 844 },
      colorScheme: scheme,
    });
    const participant = await createParticipant(context.request, { name: `Bekleyen ${scheme === 'light' ? 'Açık' : 'Koyu'}` });
    const page = await context.newPage();
    await useSession(page, participant);
    // The page's own clock, so the study's 5 minutes pass at once; the server's expiry has its API test.
    await page.clock.install();
    await page.goto('/support');
    await page.getByRole('button', { name: 'Görüntülü Görüşme' }).click();
    await expect(page.getByTestId('video-waiting-note')).toContainText('hafta içi 09:00-18:00');
    // The room's fade-in done (the installed clock still flows on its own).
    await expect.poll(() => page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `e2e/.artifacts/screens/video-waiting-${scheme}-390.png` });

    await page.clock.fastForward('05:01');
    const offer = page.getByTestId('video-expired');
    await expect(offer.getByRole('heading', { name: 'Uzman şu anda yanıt veremedi' })).toBeVisible();
    await expect(offer).toContainText('Uzmanlarımız hafta içi 09:00-18:00 saatleri arasında çevrimiçidir.');
    await expect(page.getByTestId('video-room')).toBeHidden();
    await expect.poll(() => offer.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // Five minutes at once outran the socket's keep-alive: let it reconnect before the picture.
    await expect(page.getByText(/Bağlantı yeniden kuruluyor/)).toHaveCount(0, { timeout: 20_000 });
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `e2e/.artifacts/screens/video-expired-${scheme}-390.png` });

    await offer.getByRole('button', { name: 'Mesaj Bırak' }).click();
    await expect(page.getByRole('textbox', { name: 'Mesajınız' })).toBeFocused();
    await context.close();
  });
}
