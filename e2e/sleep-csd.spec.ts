import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * The optional Consensus Sleep Diary items on the 'Temel Bilgiler' tab: CSD's own worked night
 * (terminal wakefulness), the confirmation a time in bed over 16 hours needs, and what is stored.
 * Expected figures are written out here, not computed by the code under test.
 */

test('a CSD night with terminal wakefulness; a long night needs a confirmation', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Elif Demir', abGroup: 'control' });
  await useSession(page, participant);
  await page.goto('/sleep');
  await page.getByRole('button', { name: 'İlk Kaydı Oluştur' }).click();
  await expect(page.getByText('Gecenin bittiği sabahın tarihi')).toBeVisible();

  // In bed and trying to sleep 23:00, asleep 23:20, no waking, final awakening 05:00, out of bed 07:00.
  await page.getByLabel('Yatış Saati').fill('23:00');
  await page.getByLabel('Uyumaya çalıştığım saat').fill('23:00');
  await page.getByLabel('Uykuya Dalma Saati').fill('23:20');
  await page.getByLabel('Uyanma Saati').fill('05:00');
  await page.getByLabel('Yataktan kalkış saati').fill('07:00');
  await page.getByLabel('Gece uyanık kaldığım toplam süre (dk)').fill('0');
  await expect(page.getByTestId('night-preview')).toHaveText(
    'Yatakta: 8 sa 0 dk · Uykuya dalma: 20 dk · Uyku: 5 sa 40 dk · Verimlilik: %70,8 · Son uyanıştan kalkışa: 120 dk',
  );
  await screenshot(page, 'sleep-form-csd');

  // Out of bed at 15:30 would be 16 h 30 min in bed: saving asks for a confirmation first.
  await page.getByLabel('Yataktan kalkış saati').fill('15:30');
  const confirm = page.getByRole('checkbox', { name: 'Evet, yatakta 16 saatten uzun kaldım' });
  await expect(confirm).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Yatakta geçen süre 16 sa 30 dk; 16 saatten uzun. Doğruysa onay kutusunu işaretleyin.')).toBeVisible();
  await screenshot(page, 'sleep-form-long-night');
  // It was a typing mistake: 07:00 again, and the question goes away.
  await page.getByLabel('Yataktan kalkış saati').fill('07:00');
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaydet' }).click();

  await expect(page.getByText('Uyku kaydı başarıyla oluşturuldu!')).toBeVisible();
  await expect(page.getByTestId('tile-duration')).toHaveText('5 sa 40 dk');
  const list = await page.request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [stored] = ((await list.json()) as { sessions: { id: string }[] }).sessions;
  const detail = await page.request.get(`/api/sleep/sessions/${stored?.id}`, { headers: { Authorization: `Bearer ${participant.token}` } });
  expect(((await detail.json()) as { session: unknown }).session).toMatchObject({
    bedtime: '23:00',
    tried_to_sleep_time: '23:00',
    sleep_time: '23:20',
    wake_time: '05:00',
    out_of_bed_time: '07:00',
    waso_minutes: 0,
    long_night_confirmed: false,
    time_in_bed: 480,
    sleep_onset_latency: 20,
    terminal_wakefulness: 120,
    sleep_duration: 340,
    sleep_efficiency: 70.8,
    tst_source: 'clock',
  });

  // Correcting the night shows the CSD items as they were saved.
  await page.getByRole('button', { name: 'Düzenle' }).first().click();
  await expect(page.getByLabel('Yataktan kalkış saati')).toHaveValue('07:00');
  await expect(page.getByLabel('Gece uyanık kaldığım toplam süre (dk)')).toHaveValue('0');
});
