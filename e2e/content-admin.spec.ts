import { expect, test, type Page } from '@playwright/test';
import { adminSession, runTag, useSession } from './support/api';
import { screenshot } from './support/screens';
import { wavFile } from './support/media';

/**
 * The admin's 'İçerik' tab (content management, docs/product.md, "Content"): a relaxation item edited in its dialog,
 * a binaural sound uploaded as a recording with its parameters, edited, refused outside its band,
 * and deleted after a confirmation. The participants' lists show every change.
 */

async function openContentTab(page: Page) {
  const admin = await adminSession(page.request);
  await useSession(page, admin);
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('tab', { name: 'İçerik' })).toHaveAttribute('aria-selected', 'true');
  return admin;
}

test('the admin edits a relaxation item in its dialog and participants see the change', async ({ page }) => {
  const admin = await openContentTab(page);
  // Titles of this attempt's own: a retry on the same server still lists the first attempt's item.
  const run = runTag();
  const first = `Akşam Sahili ${run}`;
  const renamed = `Gece Sahili ${run}`;
  const add = page.getByRole('form', { name: 'Rahatlama İçeriği Ekle' });
  await add.getByLabel('Başlık').fill(first);
  await add.getByLabel('Süre (dakika)').fill('5');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await screenshot(page, 'content-admin-list');

  await page.getByRole('button', { name: `Düzenle: ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rahatlama İçeriğini Düzenle' });
  await expect(dialog.getByLabel('Başlık')).toHaveValue(first);
  await expect(dialog.getByLabel('Süre (dakika)')).toHaveValue('5');
  await expect(dialog.getByTestId('current-file')).toHaveText('Dosya yok: tarayıcıda sentezlenir');
  // An empty title is refused with the server's Turkish message, before anything is sent.
  await dialog.getByLabel('Başlık').fill(' ');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Başlık gereklidir');

  await dialog.getByLabel('Başlık').fill(renamed);
  await dialog.getByLabel('Süre (dakika)').fill('7,5');
  await dialog.getByLabel('Kategori').click();
  await page.getByRole('option', { name: 'Progresif Gevşeme' }).click();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'dalga.wav', mimeType: 'audio/wav', buffer: wavFile() });
  await expect(dialog.getByText('Dosya yüklendi: dalga.wav')).toBeVisible();
  await expect(dialog.getByTestId('current-file')).toHaveText('Yüklü dosya: ses kaydı · Dosyayı aç');
  await screenshot(page, 'content-admin-edit-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-notice')).toHaveText('Değişiklikler kaydedildi');
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: renamed }).getByText('Progresif Gevşeme · 7.5 dk · Yüklenen dosya · 0 dinleme'),
  ).toBeVisible();

  const list = await page.request.get('/api/relaxation/content?category=progressive_relaxation', {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const item = (await list.json()).content.find((c: { title: string }) => c.title === renamed);
  expect(item).toMatchObject({ duration: 450, type: 'audio' });
  expect(item.url).toMatch(/^\/api\/media\/.+\.wav$/);
});

test('the admin uploads a binaural recording, edits its band and deletes it after confirming', async ({ page }) => {
  const admin = await openContentTab(page);
  const sound = `Yağmurlu Teta ${runTag()}`;
  const soundRow = page.getByRole('listitem').filter({ hasText: sound });
  const add = page.getByRole('form', { name: 'Binaural Ses Ekle' });
  await add.getByLabel('Ad').fill(sound);
  await add.getByLabel('Amaç').fill('Meditasyon');
  await add.getByLabel('Beyin dalgası').click();
  await page.getByRole('option', { name: 'Teta (4-8 Hz)' }).click();
  // The beat moves into the new band, and the band is named under the field.
  await expect(add.getByLabel('Binaural frekans (Hz)')).toHaveValue('6');
  await expect(add.getByText('Seçilen bant: 4-8 Hz')).toBeVisible();

  // A document renamed to .mp3 is refused by its bytes.
  await add
    .locator('input[type=file]')
    .setInputFiles({ name: 'belge.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('%PDF-1.7 a document') });
  await expect(add.getByText(/ses veya video dosyası değil/)).toBeVisible();
  // A slow uplink (Chromium's network emulation) keeps the upload going long enough to see its progress bar.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 96 * 1024,
  });
  await add.locator('input[type=file]').setInputFiles({ name: 'teta.wav', mimeType: 'audio/wav', buffer: wavFile(600_000) });
  await expect(add.getByRole('progressbar', { name: /Yükleniyor… %\d+/ })).toBeVisible();
  await screenshot(page, 'content-admin-binaural-uploading');
  await expect(add.getByText('Dosya yüklendi: teta.wav')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(add.getByRole('progressbar')).toBeHidden();
  await screenshot(page, 'content-admin-binaural-upload');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText(sound, { exact: true })).toBeVisible();
  await expect(soundRow.getByText('Teta (4-8 Hz) · 200 / 6 Hz · 30 dk · Yüklenen dosya · 0 dinleme')).toBeVisible();
  // The form is empty again for the next sound.
  await expect(add.getByLabel('Ad')).toHaveValue('');
  await expect(add.getByTestId('current-file')).toHaveText('Dosya yok: tarayıcıda sentezlenir');

  const sounds = async () =>
    (await (await page.request.get('/api/binaural/sounds', { headers: { Authorization: `Bearer ${admin.token}` } })).json())
      .sounds as {
      id: string;
      name: string;
      url: string | null;
      brainwave_type: string;
      binaural_frequency: number;
    }[];
  const uploaded = (await sounds()).find((s) => s.name === sound);
  expect(uploaded).toMatchObject({ brainwave_type: 'theta', binaural_frequency: 6 });
  const part = await page.request.get(uploaded!.url!, { headers: { Range: 'bytes=0-3' } });
  expect(part.status()).toBe(206);

  await page.getByRole('button', { name: `Düzenle: ${sound}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Binaural Sesi Düzenle' });
  await expect(dialog.getByLabel('Ad')).toHaveValue(sound);
  await dialog.getByLabel('Binaural frekans (Hz)').fill('12');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Binaural frekans seçilen beyin dalgası bandının içinde olmalıdır');
  await dialog.getByLabel('Binaural frekans (Hz)').fill('4,5');
  await dialog.getByRole('button', { name: 'Dosyayı Kaldır' }).click();
  await expect(dialog.getByTestId('current-file')).toHaveText('Dosya yok: tarayıcıda sentezlenir');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(soundRow.getByText('Teta (4-8 Hz) · 200 / 4.5 Hz · 30 dk · Sentezlenen · 0 dinleme')).toBeVisible();
  expect((await sounds()).find((s) => s.name === sound)).toMatchObject({ binaural_frequency: 4.5, url: null });

  // Delete asks first; dismissing keeps the sound, accepting removes it.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(`"${sound}" silinsin mi?`);
    void confirm.dismiss();
  });
  await page.getByRole('button', { name: `Sil: ${sound}` }).click();
  await expect(page.getByText(sound, { exact: true })).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: `Sil: ${sound}` }).click();
  await expect(page.getByText(sound, { exact: true })).toBeHidden();
  expect((await sounds()).some((s) => s.name === sound)).toBe(false);
});
