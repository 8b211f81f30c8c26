import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession, type SignedIn } from './support/api';
import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium';
import { screenshot } from './support/screens';
import { changeStudySettings } from './support/study-settings';

/**
 * The heart rate measured by the camera (docs/decisions/020-heart-rate-never-invented.md), with
 * Chromium's own fake camera fed a video the test writes: a red frame whose brightness follows a
 * 72 bpm pulse (a fingertip over the lens and the torch), and one with no pulse at all. The modal's
 * 'Kamerayla Ölç' fills the field with the rate and the session is saved with method `camera`; the
 * pulseless video ends with the failure message and the field left empty. With the study's
 * 'Kalp atım hızı doğrulaması' on, a reference device's value typed beside the measurement is saved
 * and the admin's heart-rate tab shows the Bland–Altman agreement (docs/heart-rate-validation.md).
 */

test.setTimeout(120_000);

const WIDTH = 64;
const HEIGHT = 48;
const FPS = 30;
/** Ten seconds: twelve whole beats at 72 bpm, so Chromium's looping of the file keeps the rhythm. */
const SECONDS = 10;

/** One beat: the systolic peak and the smaller dicrotic wave. */
const beat = (phase: number) => Math.exp(-((phase - 0.2) ** 2) / (2 * 0.06 ** 2)) + 0.4 * Math.exp(-((phase - 0.5) ** 2) / (2 * 0.07 ** 2));

/** A YUV4MPEG2 (4:2:0, full range) file of a red fingertip; brightness falls with each pulse. */
function fingertipVideo(bpm: number | null): string {
  let seed = 7;
  const noise = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed / 2147483647 - 0.5) * 3;
  };
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < SECONDS * FPS; i += 1) {
    const s = i / FPS;
    const red = 200 - (bpm === null ? 0 : 28 * beat(((s * bpm) / 60) % 1)) + noise();
    const [g, b] = [35, 30];
    const y = 0.299 * red + 0.587 * g + 0.114 * b;
    const u = -0.1687 * red - 0.3313 * g + 0.5 * b + 128;
    const v = 0.5 * red - 0.4187 * g - 0.0813 * b + 128;
    const clamp = (x: number) => Math.max(0, Math.min(255, Math.round(x)));
    frames.push(
      Buffer.from('FRAME\n'),
      Buffer.alloc(WIDTH * HEIGHT, clamp(y)),
      Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), clamp(u)),
      Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), clamp(v)),
    );
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'uyku-camera-')), `finger-${bpm ?? 'none'}.y4m`);
  writeFileSync(file, Buffer.concat(frames));
  return file;
}

async function cameraBrowser(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

async function phone(browser: Browser, participant: SignedIn): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'tr-TR', permissions: ['camera'] });
  const page = await context.newPage();
  await useSession(page, participant);
  return page;
}

async function shots(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await screenshot(page, name, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'light' });
}

test("'Kamerayla Ölç' fills in the pulse of a 72 bpm fingertip, and the session is saved with method camera", async ({ request }) => {
  const browser = await cameraBrowser(fingertipVideo(72));
  try {
    const participant = await createParticipant(request, { abGroup: 'experiment' });
    const page = await phone(browser, participant);
    await page.goto('/relaxation');
    await page.getByRole('button', { name: 'Başlat: Kutu Nefesi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
    await dialog.getByRole('button', { name: 'Kamerayla Ölç' }).click();
    const measuring = dialog.getByTestId('camera-measure');
    await expect(measuring).toBeVisible();
    await expect(measuring.getByTestId('camera-countdown')).toHaveText(/Kalan: (2\d|1\d) sn/, { timeout: 15_000 });
    await shots(page, 'heart-rate-camera-measuring');

    const field = dialog.getByPlaceholder('72');
    await expect(field).toHaveValue(/^(7[0-4])$/, { timeout: 40_000 });
    await expect(dialog.getByText('Kamera ile ölçüldü')).toBeVisible();
    await shots(page, 'heart-rate-camera-measured');
    const measured = Number(await field.inputValue());

    await dialog.getByRole('button', { name: 'Başlat' }).click();
    await page.getByRole('button', { name: 'Duraklat: Kutu Nefesi' }).click();
    await page.getByRole('dialog', { name: 'Oturumu bitirmek istiyor musunuz?' }).getByRole('button', { name: 'Bitir' }).click();
    await page.getByRole('dialog', { name: 'Ses Sonrası Kalp Atım Hızı' }).getByRole('button', { name: 'Ölçemedim' }).click();
    await expect(page.getByText('Kalp atım hızı kaydedildi!')).toBeVisible();

    const sessions = await request.get('/api/heart-rate/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
    const [session] = (await sessions.json()).sessions;
    expect(session).toMatchObject({ heart_rate_before: measured, heart_rate_before_measurement: { method: 'camera' }, heart_rate_after: 'not_measured' });
    expect(session.heart_rate_before_measurement.quality).toBeGreaterThanOrEqual(0.4);
    expect(session.heart_rate_before_measurement.seconds).toBeGreaterThanOrEqual(30);
  } finally {
    await browser.close();
  }
});

test('a video with no pulse ends with the failure message and leaves the field empty', async ({ request }) => {
  const browser = await cameraBrowser(fingertipVideo(null));
  try {
    const participant = await createParticipant(request, { abGroup: 'experiment' });
    const page = await phone(browser, participant);
    await page.goto('/binaural');
    await page.getByRole('button', { name: 'Dinle: Derin Uyku (Delta)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
    await dialog.getByRole('button', { name: 'Kamerayla Ölç' }).click();
    await expect(dialog.getByTestId('measure-problem')).toContainText('Nabız bulunamadı', { timeout: 45_000 });
    await expect(dialog.getByPlaceholder('72')).toHaveValue('');
    await shots(page, 'heart-rate-camera-failed');
    // Typing stays the way in.
    await dialog.getByPlaceholder('72').fill('76');
    await dialog.getByRole('button', { name: 'Başlat' }).click();
    await expect(page.getByTestId('now-playing')).toBeVisible();
  } finally {
    await browser.close();
  }
});

/** Switches the study's reference question on or off, leaving every other setting as it is. */
const referenceQuestion = (request: APIRequestContext, token: string, on: boolean) =>
  changeStudySettings(request, token, { heartRateReference: on });

test('with the validation switched on, a reference value typed after a camera measurement is saved and the admin sees Bland–Altman', async ({ request }) => {
  const admin = await adminSession(request);
  await referenceQuestion(request, admin.token, true);
  const browser = await cameraBrowser(fingertipVideo(72));
  try {
    const participant = await createParticipant(request, { abGroup: 'experiment' });
    const page = await phone(browser, participant);
    await page.goto('/relaxation');
    await page.getByRole('button', { name: 'Başlat: Kutu Nefesi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
    // Typed values are never asked for a reference: the field comes only with a measurement.
    await expect(dialog.getByLabel('Referans cihaz değeri (isteğe bağlı)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kamerayla Ölç' }).click();
    await expect(dialog.getByPlaceholder('72')).toHaveValue(/^(7[0-4])$/, { timeout: 40_000 });
    const reference = dialog.getByLabel('Referans cihaz değeri (isteğe bağlı)');
    await expect(reference).toBeVisible();
    await expect(dialog.getByText('Nabız oksimetresi ya da göğüs bandı aynı anda ne gösteriyorsa onu yazın.')).toBeVisible();
    // Out of range: refused in place, nothing sent.
    await reference.fill('250');
    await dialog.getByRole('button', { name: 'Başlat' }).click();
    await expect(dialog.getByText('Referans cihaz değeri 40-200 arası bir tam sayı olmalıdır')).toBeVisible();
    await reference.fill('74');
    await shots(page, 'heart-rate-reference');
    const measured = Number(await dialog.getByPlaceholder('72').inputValue());
    await dialog.getByRole('button', { name: 'Başlat' }).click();
    await page.getByRole('button', { name: 'Duraklat: Kutu Nefesi' }).click();
    await page.getByRole('dialog', { name: 'Oturumu bitirmek istiyor musunuz?' }).getByRole('button', { name: 'Bitir' }).click();
    await page.getByRole('dialog', { name: 'Ses Sonrası Kalp Atım Hızı' }).getByRole('button', { name: 'Ölçemedim' }).click();
    await expect(page.getByText('Kalp atım hızı kaydedildi!')).toBeVisible();

    const headers = { Authorization: `Bearer ${participant.token}` };
    const [session] = (await (await request.get('/api/heart-rate/sessions', { headers })).json()).sessions;
    expect(session).toMatchObject({ heart_rate_before: measured, heart_rate_before_measurement: { method: 'camera', reference_bpm: 74 } });
    // A second pair (as another session's camera value would bring), so the summary has a spread.
    const second = await request.post('/api/heart-rate/sessions', {
      headers,
      data: {
        content_type: 'relaxation',
        content_id: '00000000-0000-4000-8000-000000000101',
        content_name: 'Kutu Nefesi',
        heart_rate_before: 80,
        heart_rate_before_measurement: { method: 'camera', quality: 0.6, seconds: 30, reference_bpm: 77 },
        heart_rate_after: 'not_measured',
        duration: 60,
      },
    });
    expect(second.ok(), await second.text()).toBe(true);

    const baseURL = test.info().project.use.baseURL;
    const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
    const adminPage = await desk.newPage();
    await useSession(adminPage, admin);
    await adminPage.goto('/admin?tab=heart-rate');
    const panel = adminPage.getByTestId('heart-rate-agreement');
    await expect(panel.getByRole('heading', { name: 'Ölçüm doğrulaması (Bland–Altman)' })).toBeVisible();
    const camera = panel.getByTestId('agreement-camera');
    await expect(camera).toContainText('Kamera');
    await expect(camera).toContainText(/\d+ \(\d+\)/);
    await expect(camera).toContainText('[');
    if (process.env.SCREENSHOTS) {
      await panel.scrollIntoViewIfNeeded();
      await adminPage.screenshot({ path: 'e2e/.artifacts/screens/admin-heart-rate-agreement-1280.png' });
      await adminPage.emulateMedia({ colorScheme: 'dark' });
      await adminPage.screenshot({ path: 'e2e/.artifacts/screens/admin-heart-rate-agreement-dark-1280.png' });
    }
  } finally {
    await referenceQuestion(request, admin.token, false);
    await browser.close();
  }
});
