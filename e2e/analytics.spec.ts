import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createParticipant, adminSession, useSession } from './support/api';
import { textContrast } from './support/contrast';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * The 'Analiz' tab on a small study seeded through the API: four participants per arm
 * write twelve nights (study days 1–7 baseline, 8–12 intervention); the experiment arm goes to bed
 * later in the intervention phase, so its sleep efficiency rises. The tab names the better arm
 * and the whole-study ZIP downloads with a progress indicator.
 */

const studyDay = daysAgo;

const NIGHTS = 12;

async function writeNights(request: APIRequestContext, token: string, improves: boolean, jitter: number) {
  for (let day = 1; day <= NIGHTS; day += 1) {
    const treated = improves && day > 7;
    const response = await request.post('/api/sleep/sessions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        date: studyDay(NIGHTS - day + 1),
        bedtime: treated ? '23:05' : '22:30',
        sleep_time: '23:30',
        wake_time: '07:00',
        rem_duration: 90,
        deep_sleep_duration: 80,
        light_sleep_duration: 240 + ((day * 7 + jitter * 5) % 20),
        // Varies by night and by person, so the diary's TST (asleep → up − awake) differs between participants.
        awake_duration: 5 + ((day * 3 + jitter * 7) % 12),
        sleep_quality: treated ? 8 : 6,
        stress_level: 4,
        screen_time: 30,
        room_temperature: 21,
      },
    });
    expect(response.status()).toBe(201);
  }
}

test.setTimeout(process.env.SCREENSHOTS ? 240_000 : 60_000);

test('admin opens the Analiz tab on a seeded study, sees which arm did better and downloads the study ZIP', async ({ page, request }) => {
  const people = await Promise.all(
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => createParticipant(request, { name: `Analiz Katılımcı ${i}`, abGroup: i % 2 === 0 ? 'experiment' : 'control' })),
  );
  // Enrolled twelve days ago: the nights are study days 1–12, today's heart-rate sessions fall in the
  // intervention phase, which is all the paired heart-rate test takes.
  const admin = await adminSession(request);
  for (const person of people) {
    const enrolled = await request.put(`/api/admin/users/${person.user.userId}`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { enrolledOn: studyDay(NIGHTS) } });
    expect(enrolled.status()).toBe(200);
  }
  await Promise.all(people.map((person, i) => writeNights(request, person.token, i % 2 === 0, i)));
  for (const [i, person] of people.entries()) {
    if (i % 2 !== 0) continue;
    const response = await request.post('/api/heart-rate/sessions', {
      headers: { Authorization: `Bearer ${person.token}` },
      data: { content_type: i % 4 === 0 ? 'relaxation' : 'binaural', content_id: i % 4 === 0 ? '00000000-0000-4000-8000-000000000101' : '00000000-0000-4000-8000-000000000201', content_name: i % 4 === 0 ? 'Kutu Nefesi' : 'Delta Uyku', heart_rate_before: 82 + i, heart_rate_after: 74 + i - (i % 3), duration: 600 },
    });
    expect(response.status()).toBe(200);
  }

  await useSession(page, await adminSession(request));
  await page.goto('/admin?tab=analysis');
  // The tab's chunk carries the charts: on a loaded CI machine it may take a while to arrive.
  await expect(page.getByTestId('analytics-tab')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Analiz' })).toHaveAttribute('aria-selected', 'true');
  // The seeded nights are recent, so few fall in both phases of a participant's timeline: the primary
  // analysis lists them as excluded with the reason; the group comparison over every night names the better arm.
  const primary = page.getByTestId('analysis-primary');
  await expect(primary.getByTestId('primary-table-itt')).toContainText('Uyku verimliliği (%)');
  await expect(primary.getByTestId('primary-excluded-itt')).toContainText('(en az 4)');
  // ITT and per-protocol side by side for the primary outcome (docs/decisions/017-analysis-itt-participant-unit.md).
  const summary = primary.getByTestId('primary-summary');
  // The participants' groups were not drawn by the study: the comparison is named as self-selected, not ITT.
  await expect(summary.getByRole('columnheader', { name: 'Seçilen gruba göre (kendi seçimi)' })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Protokole uygun (PP)' })).toBeVisible();
  await expect(summary).toContainText('Hedges g [%95 GA]');
  await expect(summary).toContainText('ANCOVA: başlangıca göre düzeltilmiş fark');
  await expect(primary.getByTestId('primary-outcome')).toContainText('Birincil sonuç: Uyku verimliliği (%)');
  await expect(primary.getByTestId('primary-table-perProtocol')).toBeVisible();
  const groups = page.getByTestId('analysis-groups');
  await expect(groups.getByTestId('analysis-verdict')).toContainText('Deney grubu daha iyi: uyku verimliliği');
  const ittTable = groups.getByTestId('groups-table-itt');
  await expect(ittTable).toContainText('Stres');
  await expect(ittTable.getByRole('columnheader', { name: 'Düzeltilmiş p (Holm)' })).toBeVisible();
  await expect(ittTable.getByRole('rowheader', { name: /^Uyku verimliliği \(%\).*Birincil sonuç$/ })).toBeVisible();
  // n is participants, not nights: at least this test's four per arm (other journeys on the same
  // server may add theirs), each with several nights counted once.
  const counted = /Kontrol: (\d+) katılımcı, (\d+) kayıt · Deney: (\d+) katılımcı, (\d+) kayıt/;
  await expect(groups.getByTestId('groups-itt')).toContainText(counted);
  const [, controls, controlNights, experiments, experimentNights] = (counted.exec(await groups.getByTestId('groups-itt').innerText()) ?? []).map(Number);
  expect(controls).toBeGreaterThanOrEqual(4);
  expect(experiments).toBeGreaterThanOrEqual(4);
  expect(controlNights).toBeGreaterThan(controls!);
  expect(experimentNights).toBeGreaterThan(experiments!);
  await expect(groups.getByTestId('groups-table-perProtocol')).toBeVisible();
  // The diary's TST by default; the device's on request, the same measures re-read.
  await expect(page.getByRole('button', { name: 'Günlük (saatler)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(primary.getByTestId('primary-outcome')).toContainText('Uyku süresi ve uyku verimliliği: Günlük (saatler)');
  await page.getByRole('button', { name: 'Cihaz (içe aktarılan geceler)' }).click();
  await expect(primary.getByTestId('primary-outcome')).toContainText('Uyku süresi ve uyku verimliliği: Cihaz (içe aktarılan geceler)');
  await page.getByRole('button', { name: 'Günlük (saatler)' }).click();
  await expect(page.getByTestId('analysis-heart-rate')).toContainText('Kutu Nefesi');
  await expect(page.getByTestId('analysis-heart-rate')).toContainText('Katılımcı başına özet');
  // How many values of each method went in; 'Yalnızca ölçülen değerler' leaves the typed ones out.
  const counts = page.getByTestId('heart-rate-method-counts');
  await expect(counts).toContainText(/Elle: [1-9]\d* · Kamera: \d+ · Bluetooth: \d+/);
  await page.getByRole('checkbox', { name: 'Yalnızca ölçülen değerler' }).check();
  await expect(counts).toContainText('Elle: 0 ·');
  if (process.env.SCREENSHOTS) await page.getByTestId('analysis-heart-rate').screenshot({ path: 'e2e/.artifacts/screens/analytics-heart-rate-measured-only-1280.png' });
  await page.getByRole('checkbox', { name: 'Yalnızca ölçülen değerler' }).uncheck();
  await expect(counts).toContainText(/Elle: [1-9]/);
  await expect(page.getByTestId('analysis-adherence')).toContainText('Son 7 gün');
  await screenshot(page, 'analytics-tab');
  // The primary section alone, for a person to read its labels (self-selected arms, the unlocked plan).
  if (process.env.SCREENSHOTS) await page.getByTestId('analysis-primary').screenshot({ path: 'e2e/.artifacts/screens/analytics-primary-1280.png' });
  await expect(page.getByTestId('plan-unlocked-warning')).toContainText('Analiz planı kilitlenmedi');
  await expect(page.getByTestId('self-selected-note')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tüm çalışmayı indir (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^calisma-verileri_\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await download.path()) as string);
  // A ZIP (local file header) holding the codebook.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('codebook.csv'))).toBe(true);
  // Free text is a separate, explicit choice: off by default, and the ZIP with it comes masked.
  const freeText = page.getByRole('checkbox', { name: 'Serbest metin yanıtlarını ekle (maskelenmiş)' });
  await expect(freeText).not.toBeChecked();
  await freeText.check();
  await expect(page.getByText(/Telefon numaraları, e-posta adresleri ve katılımcının adı maskelenir/)).toBeVisible();
  const withText = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tüm çalışmayı indir (ZIP)' }).click();
  expect((await readFile((await (await withText).path()) as string)).subarray(0, 2).toString('latin1')).toBe('PK');
  await freeText.uncheck();

  // Night mode: the researcher's panel at bedtime. The better-arm chips stay readable
  // (AA) in the dark; with SCREENSHOTS=1 every tab is saved for a look at 1280 and 390 px.
  await page.getByRole('button', { name: 'Görünüm' }).click();
  await page.getByRole('menuitemradio', { name: 'Koyu' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const chips = page.getByTestId('groups-table-itt').locator('.MuiChip-label');
  await expect(chips.first()).toBeVisible();
  // Polled: a chip's colours fade to the dark scheme (MUI's background-color transition).
  for (const chip of await chips.all()) {
    await expect.poll(() => textContrast(chip), { message: await chip.innerText() }).toBeGreaterThanOrEqual(4.5);
  }
  await screenshot(page, 'night-admin-analysis');
  if (process.env.SCREENSHOTS) {
    for (const tab of ['users', 'password-reset', 'sleep', 'heart-rate', 'forms', 'messages', 'content', 'study', 'audit']) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.locator(`#admin-tab-${tab}[aria-selected="true"]`)).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `night-admin-${tab}`);
    }
  }
});
