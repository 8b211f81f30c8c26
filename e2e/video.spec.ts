import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * Video support between two browsers with Chromium's fake camera and microphone: the participant
 * asks from /support, the expert sees the request live in the messages tab and joins or rejects.
 * The fake-device flags are added to the standard launch flags for this file only.
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

async function twoSides(browser: Browser, name: string) {
  const options = { permissions: ['camera', 'microphone'] };
  const participantContext = await browser.newContext(options);
  const adminContext = await browser.newContext(options);
  const participant = await createParticipant(participantContext.request, { name });
  const admin = await adminSession(adminContext.request);
  const me = await participantContext.newPage();
  const expert = await adminContext.newPage();
  await useSession(me, participant);
  await useSession(expert, admin);
  await expert.goto('/admin?tab=messages');
  await expect(expert.getByRole('heading', { name: 'Görüntülü Görüşme Talepleri' })).toBeVisible();
  await me.goto('/support');
  return {
    me,
    expert,
    close: async () => {
      await participantContext.close();
      await adminContext.close();
    },
  };
}

/** A remote video that is playing: frames decoded, not paused, and time moving on. */
async function expectPlaying(video: Locator) {
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && !element.paused && element.videoWidth > 0),
    )
    .toBe(true);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(before);
}

const state = (page: Page) => page.getByTestId('video-state');

test('participant calls, the expert joins, both see each other; hanging up ends it on both sides', async ({ browser }) => {
  const { me, expert, close } = await twoSides(browser, 'Kerem Arslan');

  await me.getByRole('button', { name: 'Görüntülü Görüşme' }).click();
  await expect(me.getByTestId('video-room')).toBeVisible();
  await expect(state(me)).toHaveText('Uzmanın katılması bekleniyor…');

  // The expert sees the request live: user, time, room; 'Katıl' and 'Reddet'.
  const request = expert.getByTestId('video-request').filter({ hasText: 'Kerem Arslan' });
  await expect(request).toBeVisible();
  await expect(request).toContainText('Oda: uyku-destek-');
  await expect(request.getByRole('button', { name: 'Reddet' })).toBeVisible();
  await expect(expert.getByTestId('video-request-count')).toContainText('bekleyen talep');
  await screenshot(expert, 'video-request');

  await request.getByRole('button', { name: 'Katıl' }).click();
  await expect(expert.getByTestId('video-room')).toBeVisible();

  await expect(state(me)).toHaveText('Bağlandı');
  await expect(state(expert)).toHaveText('Bağlandı');
  await expectPlaying(me.getByTestId('remote-video'));
  await expectPlaying(expert.getByTestId('remote-video'));
  await expectPlaying(me.getByTestId('local-video'));
  await screenshot(me, 'video-room-participant', { fullPage: false });
  await screenshot(expert, 'video-room-expert', { fullPage: false });

  // Mute and camera off toggle; the call stays up.
  await me.getByRole('button', { name: 'Mikrofonu kapat' }).click();
  await expect(me.getByRole('button', { name: 'Mikrofonu aç' })).toHaveAttribute('aria-pressed', 'true');
  await me.getByRole('button', { name: 'Kamerayı kapat' }).click();
  await expect(me.getByRole('button', { name: 'Kamerayı aç' })).toBeVisible();
  await expect(state(me)).toHaveText('Bağlandı');

  // The accepted request has left the expert's list.
  await expect(expert.getByTestId('video-request').filter({ hasText: 'Kerem Arslan' })).toHaveCount(0);

  // The participant hangs up: their room closes, the expert's says the call is over.
  await me.getByRole('button', { name: 'Görüşmeyi bitir' }).click();
  await expect(me.getByTestId('video-room')).toHaveCount(0);
  await expect(state(expert)).toHaveText('Görüşme sona erdi');
  await screenshot(expert, 'video-room-ended', { fullPage: false });
  await expert.getByRole('button', { name: 'Kapat' }).click();
  await expect(expert.getByTestId('video-room')).toHaveCount(0);

  await close();
});

test('the expert rejects: the participant is told and the request disappears', async ({ browser }) => {
  const { me, expert, close } = await twoSides(browser, 'Nazlı Koç');

  await me.getByRole('button', { name: 'Görüntülü Görüşme' }).click();
  await expect(me.getByTestId('video-room')).toBeVisible();
  const request = expert.getByTestId('video-request').filter({ hasText: 'Nazlı Koç' });
  await request.getByRole('button', { name: 'Reddet' }).click();

  await expect(me.getByRole('alert')).toContainText('Uzman görüntülü görüşme talebinizi şu anda kabul edemedi');
  await expect(me.getByTestId('video-room')).toHaveCount(0);
  await expect(request).toHaveCount(0);
  await screenshot(me, 'video-rejected');

  await close();
});
