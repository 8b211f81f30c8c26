import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import ts from 'typescript';
import { adminSession, createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';
import { wavFile } from './support/media';

/**
 * Relaxation centre and binaural sounds end to end (docs/product.md, "Relaxation and binaural
 * sessions"), and the binaural engine rendered offline in Chromium.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The production engine module, compiled from its TypeScript source for the page. */
function engineModule(): string {
  const source = readFileSync(path.join(root, 'apps/web/src/features/audio/session/binaural.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return `${outputText}\nwindow.__createBinauralGraph = createBinauralGraph;`;
}

/** Frequency with the most energy between `from` and `to` Hz (DFT on a 0.05 Hz grid). */
function peakFrequency(samples: number[], sampleRate: number, from: number, to: number): number {
  let best = from;
  let bestPower = -1;
  for (let f = from; f <= to; f += 0.05) {
    const w = (2 * Math.PI * f) / sampleRate;
    let re = 0;
    let im = 0;
    for (let n = 0; n < samples.length; n += 1) {
      re += samples[n]! * Math.cos(w * n);
      im -= samples[n]! * Math.sin(w * n);
    }
    const power = re * re + im * im;
    if (power > bestPower) {
      bestPower = power;
      best = f;
    }
  }
  return best;
}

test('the binaural engine puts the base frequency in the left ear and base + beat in the right', async ({ page }) => {
  // A blank page: the engine needs only the browser's Web Audio, and the app's CSP forbids inline scripts.
  await page.goto('about:blank');
  await page.addScriptTag({ type: 'module', content: engineModule() });
  await page.waitForFunction(() => '__createBinauralGraph' in window);
  for (const [base, beat] of [
    [200, 2],
    [210, 6],
    [220, 10],
  ] as const) {
    const rendered = await page.evaluate(
      async ([baseFrequency, beatFrequency]) => {
        const sampleRate = 8000;
        const seconds = 5;
        const context = new OfflineAudioContext(2, sampleRate * seconds, sampleRate);
        const create = (window as unknown as { __createBinauralGraph: (c: BaseAudioContext, o: object) => unknown }).__createBinauralGraph;
        create(context, { baseFrequency, beatFrequency, volume: 1, fadeSeconds: 1 });
        const buffer = await context.startRendering();
        // The last four seconds, after the fade in: 0.25 Hz resolution.
        const tail = (channel: number) => Array.from(buffer.getChannelData(channel).subarray(sampleRate));
        const rms = (data: Float32Array) => Math.sqrt(data.reduce((sum, x) => sum + x * x, 0) / data.length);
        return {
          left: tail(0),
          right: tail(1),
          sampleRate,
          startRms: rms(buffer.getChannelData(0).subarray(0, sampleRate / 20)),
          fullRms: rms(buffer.getChannelData(0).subarray(sampleRate * 2)),
        };
      },
      [base, beat] as const,
    );
    const left = peakFrequency(rendered.left, rendered.sampleRate, base - 20, base + 30);
    const right = peakFrequency(rendered.right, rendered.sampleRate, base - 20, base + 30);
    expect(Math.abs(left - base), `left ${left} Hz`).toBeLessThanOrEqual(0.5);
    expect(Math.abs(right - (base + beat)), `right ${right} Hz`).toBeLessThanOrEqual(0.5);
    // The fade in: the first 50 ms are much quieter than the steady tone.
    expect(rendered.startRms).toBeLessThan(rendered.fullRms / 5);
  }
});

test('an experiment participant plays box breathing with heart rates before and after', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Gece Katılımcı', abGroup: 'experiment' });
  await useSession(page, participant);
  // The page's clock lets the test skip the four minutes of the exercise.
  await page.clock.install();
  await page.goto('/relaxation');

  await expect(page.getByRole('heading', { name: 'Rahatlama Merkezi' })).toBeVisible();
  await expect(page.getByText('BETA ÖZELLİK - Sadece Deney Grubu')).toBeVisible();
  for (const tab of ['Kutu Nefesi', 'Rehberli İmgeleme', 'Progresif Gevşeme']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Kutu Nefesi', level: 2 })).toBeVisible();
  await expect(page.getByText('4 dk')).toBeVisible();
  // The count is everyone's listens: other journeys (the keyboard walk) may have played it already.
  // No listens yet shows no count at all.
  const shownListens = page.getByText(/^\d+ kez dinlendi$/).filter({ visible: true });
  const listensBefore = (await shownListens.count()) === 0 ? 0 : Number((await shownListens.first().textContent())?.split(' ')[0]);
  await screenshot(page, 'relaxation');

  await page.getByRole('button', { name: 'Başlat: Kutu Nefesi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('72')).toBeVisible();
  await dialog.getByPlaceholder('72').fill('30');
  await dialog.getByRole('button', { name: 'Başlat' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Lütfen geçerli bir kalp atım hızı girin (40-200 arası)');
  await dialog.getByPlaceholder('72').fill('84');
  await screenshot(page, 'heart-rate-modal', { fullPage: false });
  await dialog.getByRole('button', { name: 'Başlat' }).click();

  const playing = page.getByTestId('now-playing');
  await expect(playing).toBeVisible();
  await expect(page.getByTestId('breathing-pacer')).toContainText('Nefes alın');
  await expect(page.getByRole('button', { name: 'Durdur: Kutu Nefesi' })).toBeVisible();
  await screenshot(page, 'relaxation-playing');

  await page.clock.fastForward('04:01');
  const after = page.getByRole('dialog', { name: 'Ses Sonrası Kalp Atım Hızı' });
  await expect(after).toBeVisible();
  await after.getByPlaceholder('72').fill('68');
  await after.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kalp atım hızı kaydedildi!')).toBeVisible();
  await expect(playing).toBeHidden();
  await expect(page.getByText(`${listensBefore + 1} kez dinlendi`)).toBeVisible();

  const sessions = await page.request.get('/api/heart-rate/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [session] = (await sessions.json()).sessions;
  expect(session).toMatchObject({
    content_type: 'relaxation',
    content_id: '00000000-0000-4000-8000-000000000101',
    content_name: 'Kutu Nefesi',
    heart_rate_before: 84,
    heart_rate_after: 68,
  });
  expect(session.duration).toBeGreaterThanOrEqual(240);
  expect(session.listened_seconds).toBeGreaterThanOrEqual(240);
});

test('binaural: the band cards, a sound started and ended early, cancel resets', async ({ page }) => {
  const participant = await createParticipant(page.request, { abGroup: 'experiment' });
  await useSession(page, participant);
  await page.goto('/binaural');
  await expect(page.getByRole('heading', { name: 'Binaural Sesler' })).toBeVisible();
  await expect(page.getByText('0.5-4 Hz')).toBeVisible();
  await expect(page.getByText('Taşıyıcı frekans: 200 Hz')).toBeVisible();
  await expect(page.getByText('Binaural frekans: 2 Hz')).toBeVisible();
  await screenshot(page, 'binaural');
  // The count is everyone's listens of this sound: other journeys (the camera's, a retried attempt of
  // this one) may have played it on the shared server already.
  const delta = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Derin Uyku (Delta)', exact: true }) });
  const shownListens = delta.getByText(/^\d+ kez dinlendi$/);
  const listensBefore = (await shownListens.count()) === 0 ? 0 : Number((await shownListens.textContent())?.split(' ')[0]);

  await page.getByRole('button', { name: 'Dinle: Derin Uyku (Delta)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Dinle: Derin Uyku (Delta)' }).click();
  await dialog.getByPlaceholder('72').fill('75');
  await dialog.getByRole('button', { name: 'Başlat' }).click();
  await expect(page.getByTestId('now-playing')).toContainText('Sol kulak 200 Hz · Sağ kulak 202 Hz');
  await screenshot(page, 'binaural-playing');
  // Pressing again asks once whether to end; ending asks the heart rate after and resets the card.
  await page.getByRole('button', { name: 'Durdur: Derin Uyku (Delta)' }).click();
  const ending = page.getByRole('dialog', { name: 'Oturumu bitirmek istiyor musunuz?' });
  await ending.getByRole('button', { name: 'Bitir' }).click();
  const after = page.getByRole('dialog', { name: 'Ses Sonrası Kalp Atım Hızı' });
  await after.getByPlaceholder('72').fill('70');
  await after.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kalp atım hızı kaydedildi!')).toBeVisible();
  await expect(page.getByTestId('now-playing')).toBeHidden();
  await expect(delta.getByText(`${listensBefore + 1} kez dinlendi`)).toBeVisible();

  await page.getByRole('button', { name: /Teta/ }).click();
  await expect(page.getByText('Binaural frekans: 6 Hz')).toBeVisible();
});

test('a control-group participant sees the lock screen on both audio screens', async ({ page }) => {
  const participant = await createParticipant(page.request, { abGroup: 'control' });
  await useSession(page, participant);
  await page.goto('/relaxation');
  await expect(page.getByRole('heading', { name: 'Beta Özellik' })).toBeVisible();
  await expect(page.getByText('seçili kullanıcılarla test edilmektedir')).toBeVisible();
  await screenshot(page, 'relaxation-locked');
  await page.goto('/binaural');
  await expect(page.getByRole('heading', { name: 'Beta Özellik' })).toBeVisible();
  await expect(page.getByText('Binaural Sesler', { exact: true })).toHaveCount(0);
});

test('the admin uploads a recording in the content tab and participants see the new item', async ({ page }) => {
  const admin = await adminSession(page.request);
  await useSession(page, admin);
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('tab', { name: 'İçerik' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Kutu Nefesi', { exact: true }).first()).toBeVisible();

  const form = page.locator('form', { hasText: 'Rahatlama İçeriği Ekle' });
  await form.locator('input[type=file]').setInputFiles({ name: 'not-audio.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('%PDF-1.7 a document') });
  await expect(form.getByText(/ses veya video dosyası değil/)).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({ name: 'gece.wav', mimeType: 'audio/wav', buffer: wavFile(800) });
  await expect(form.getByText('Dosya yüklendi: gece.wav')).toBeVisible();
  await form.getByLabel('Başlık').fill('Gece Yağmuru');
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Gece Yağmuru')).toBeVisible();
  await screenshot(page, 'admin-content');

  const list = await page.request.get('/api/relaxation/content?category=guided_imagery', { headers: { Authorization: `Bearer ${admin.token}` } });
  const item = (await list.json()).content.find((c: { title: string }) => c.title === 'Gece Yağmuru');
  expect(item.url).toMatch(/^\/api\/media\/.+\.wav$/);
  const part = await page.request.get(item.url, { headers: { Range: 'bytes=0-3' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).toString('ascii')).toBe('RIFF');
});
