import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { adminSession, createParticipant, useSession } from './support/api';
import { checkPage, settle } from './support/page-checks';
import { screenshot } from './support/screens';
import { addDays, daysAgo, fixPageDay, studyToday } from './support/dates';

/**
 * A wearable's nights brought in on the phone (docs/product.md, "Sleep diary"; docs/sleep-metrics.md,
 * "Device nights"): a Fitbit Takeout file and an Apple Health export.zip, both small and synthetic,
 * read in the browser's worker through 'İçe Aktar'; the ticked nights saved; then a diary night's
 * stage minutes filled with 'Cihazdan Doldur'. Expected figures are worked out by hand below.
 */
test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

const dayBefore = (day: string) => addDays(day, -1);

/**
 * A staged Fitbit night ending on `day`'s morning, wall-clock times without an offset as Takeout
 * writes them: in bed 23:00–07:00, asleep from 23:10; REM 50, deep 60, light 120 + 210 + 20 = 350
 * minutes, awake 10 minutes inside the sleep (06:30–06:40).
 */
function fitbitNight(day: string) {
  const eve = dayBefore(day);
  const level = (time: string, level: string, minutes: number) => ({ dateTime: time, level, seconds: minutes * 60 });
  return {
    dateOfSleep: day,
    startTime: `${eve}T23:00:00.000`,
    endTime: `${day}T07:00:00.000`,
    isMainSleep: true,
    type: 'stages',
    levels: {
      data: [
        level(`${eve}T23:00:00.000`, 'wake', 10),
        level(`${eve}T23:10:00.000`, 'light', 120),
        level(`${day}T01:10:00.000`, 'deep', 60),
        level(`${day}T02:10:00.000`, 'rem', 50),
        level(`${day}T03:00:00.000`, 'light', 210),
        level(`${day}T06:30:00.000`, 'wake', 10),
        level(`${day}T06:40:00.000`, 'light', 20),
      ],
    },
  };
}

/** A 40-minute afternoon nap on `day`: a second sleep of that date, left out of the list. */
function fitbitNap(day: string) {
  return {
    dateOfSleep: day,
    startTime: `${day}T15:00:00.000`,
    endTime: `${day}T15:40:00.000`,
    isMainSleep: false,
    type: 'classic',
    levels: { data: [{ dateTime: `${day}T15:00:00.000`, level: 'asleep', seconds: 2400 }] },
  };
}

/**
 * Apple Health's export.xml for the night ending this morning, +0300: the watch's stages (light
 * 23:30–01:00 and 03:00–06:50 = 320, deep 60, REM 45, awake 15) and the phone's overlapping
 * "asleep", which must not count twice; a heart-rate record around them is skipped.
 */
function appleExport(day: string): Uint8Array {
  const eve = dayBefore(day);
  const record = (source: string, value: string, start: string, end: string) =>
    `<Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="${source}" sourceVersion="11" creationDate="${day} 08:00:00 +0300" startDate="${start} +0300" endDate="${end} +0300" value="HKCategoryValueSleepAnalysis${value}"/>`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<HealthData locale="tr_TR">',
    ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Saat" unit="count/min" startDate="${eve} 22:00:00 +0300" endDate="${eve} 22:00:00 +0300" value="64"/>`,
    record('iPhone', 'InBed', `${eve} 23:15:00`, `${day} 07:05:00`),
    record('iPhone', 'AsleepUnspecified', `${eve} 23:20:00`, `${day} 06:55:00`),
    record('Saat', 'AsleepCore', `${eve} 23:30:00`, `${day} 01:00:00`),
    record('Saat', 'AsleepDeep', `${day} 01:00:00`, `${day} 02:00:00`),
    record('Saat', 'AsleepREM', `${day} 02:00:00`, `${day} 02:45:00`),
    record('Saat', 'Awake', `${day} 02:45:00`, `${day} 03:00:00`),
    record('Saat', 'AsleepCore', `${day} 03:00:00`, `${day} 06:50:00`),
    '</HealthData>',
  ].join('\n');
  return zipSync({
    'apple_health_export/export.xml': strToU8(xml),
    'apple_health_export/export_cda.xml': strToU8('<ClinicalDocument/>'),
  });
}

test('a Fitbit file and an Apple zip imported on the phone, saved, and a diary night filled from the device', async ({ page }) => {
  const participant = await createParticipant(page.request, { name: 'Saatli Katılımcı' });
  const admin = await adminSession(page.request);
  // Enrolled ten days ago: a night from before then is outside the study period and not offered.
  const moved = await page.request.put(`/api/admin/users/${participant.user.userId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { enrolledOn: daysAgo(10) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await useSession(page, participant);
  // The dialog's newest night and the form's default date are the page's own "today": the page's
  // clock is fixed on the test's day.
  await fixPageDay(page);
  const today = studyToday();

  await page.goto('/sleep');
  await expect(page.getByRole('heading', { name: 'Uyku Takibi', level: 1 })).toBeVisible();
  await screenshot(page, 'device-import-button', { fullPage: false });
  await page.getByRole('button', { name: 'İçe Aktar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Akıllı Saat Verisini İçe Aktar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('device-import-privacy')).toContainText('Dosyanız telefonunuzdan çıkmaz');

  // Fitbit: three nights in the period, a nap, and a night before enrolment.
  const fitbit = [fitbitNight(daysAgo(1)), fitbitNap(daysAgo(1)), fitbitNight(daysAgo(2)), fitbitNight(daysAgo(3)), fitbitNight(daysAgo(15))];
  await dialog.getByTestId('device-import-file').setInputFiles({
    name: `sleep-${daysAgo(15)}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(fitbit)),
  });
  await expect(dialog.getByText('3 gece bulundu')).toBeVisible();
  await expect(dialog.getByText('Çalışma döneminiz dışında kalan 1 gece gösterilmiyor.')).toBeVisible();
  const list = dialog.getByTestId('device-import-nights');
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  for (const box of await list.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(list.getByRole('listitem').first()).toContainText(/Yatış\s23:00 · Uykuya\sdalış\s23:10 · Uyanış\s07:00/);
  await expect(list.getByRole('listitem').first()).toContainText(/REM\s50 · Derin\s60 · Hafif\s350 · Uyanık\s10\sdk/);
  // The dialog with its list, checked as the accessibility walks check every screen (axe, headings, contrast in both schemes).
  await settle(page);
  const problems = await checkPage(page, 'device import dialog', { full: 'light', contrastAlso: 'dark' });
  expect(problems, problems.join('\n')).toEqual([]);
  // The dialog fills a phone's screen: the screen, not the page under it.
  await screenshot(page, 'device-import-fitbit', { fullPage: false });

  // The oldest night unticked: only two are sent.
  await list.getByRole('checkbox').nth(2).uncheck();
  await dialog.getByRole('button', { name: 'Seçilenleri Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 gece kaydedildi' })).toBeVisible();

  // Apple: the export.zip, streamed and unzipped in the worker.
  await page.getByRole('button', { name: 'İçe Aktar' }).click();
  await dialog.getByTestId('device-import-file').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: Buffer.from(appleExport(today)) });
  await expect(dialog.getByText('1 gece bulundu')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(/Apple\sSağlık/);
  await expect(list).toContainText(/Yatış\s23:15 · Uykuya\sdalış\s23:30 · Uyanış\s06:50/);
  await expect(list).toContainText(/REM\s45 · Derin\s60 · Hafif\s320 · Uyanık\s15\sdk/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screenshot(page, 'device-import-apple-dark', { fullPage: false });
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Seçilenleri Kaydet' }).click();
  await expect(dialog).toBeHidden();

  const stored = await page.request.get('/api/sleep/device-nights', { headers: { Authorization: `Bearer ${participant.token}` } });
  const { nights } = (await stored.json()) as { nights: { date: string; vendor: string; rem_minutes: number | null }[] };
  expect(nights.map((night) => `${night.date} ${night.vendor}`).sort()).toEqual(
    [`${daysAgo(2)} fitbit`, `${daysAgo(1)} fitbit`, `${today} apple`].sort(),
  );

  // The diary: this morning's night, its stage minutes from the watch.
  await page.getByRole('button', { name: 'Yeni Kayıt Ekle' }).click();
  await expect(page.getByLabel('Tarih')).toHaveValue(today);
  await page.getByRole('tab', { name: 'Uyku Aşamaları' }).click();
  await expect(page.getByTestId('device-fill')).toContainText(/Apple\sSağlık bu gece için saatleri ve evre dakikalarını kaydetmiş/);
  await page.getByRole('button', { name: 'Cihazdan Doldur' }).click();
  // The device's clock times replace the form's 22:00 / 23:00 / 07:00, not only its minutes.
  await page.getByRole('tab', { name: 'Temel Bilgiler' }).click();
  await expect(page.getByLabel('Yatış Saati')).toHaveValue('23:15');
  await expect(page.getByLabel('Uykuya Dalma Saati')).toHaveValue('23:30');
  await expect(page.getByLabel('Uyanma Saati')).toHaveValue('06:50');
  // The participant checks and corrects: awake at 07:00 by their own account.
  await page.getByLabel('Uyanma Saati').fill('07:00');
  await page.getByRole('tab', { name: 'Uyku Aşamaları' }).click();
  await expect(page.getByLabel('REM Uykusu')).toHaveValue('45');
  await expect(page.getByLabel('Derin Uyku')).toHaveValue('60');
  await expect(page.getByLabel('Hafif Uyku')).toHaveValue('320');
  await expect(page.getByTestId('stage-total')).toContainText('425 dakika');
  await screenshot(page, 'device-fill');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'Son Kayıtlar (1)' })).toBeVisible();

  const diary = await page.request.get('/api/sleep/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [night] = ((await diary.json()) as { sessions: Record<string, unknown>[] }).sessions;
  expect(night).toMatchObject({ sleep_date: today, rem_duration: 45, deep_sleep_duration: 60, light_sleep_duration: 320 });

  // The researcher: device and diary side by side. Diary 23:30–07:00 with stages 45 + 60 + 320 = 425
  // minutes (7 sa 5 dk); the watch's 425 too, so no misperception; the Fitbit nights have no diary
  // night (in bed 23:00, asleep 23:10 on the device).
  const desk = await page.context().newPage();
  await desk.setViewportSize({ width: 1280, height: 800 });
  await useSession(desk, admin);
  await desk.goto(`/admin?tab=sleep&user=${participant.user.userId}`);
  const side = desk.getByTestId('sleep-device-nights');
  await expect(side.getByRole('row')).toHaveCount(4);
  await expect(side.getByRole('row').nth(1)).toContainText(/Apple\sSağlık/);
  await expect(side.getByRole('row').nth(1)).toContainText('7 sa 5 dk');
  // Date, device, TST device/diary/difference, SOL device/diary/difference: in bed 23:15, asleep 23:30 on both.
  // The diary's TST is its clock's (asleep → awake − WASO, 7 h 15 min), not the stage minutes that
  // 'Cihazdan Doldur' copied from this very device (docs/sleep-metrics.md, "Device nights").
  await expect(side.getByRole('row').nth(1).getByRole('cell')).toHaveText([/26|\d/, /Apple\sSağlık/, '7 sa 5 dk', '7 sa 15 dk', '+10 dk', '15 dk', '15 dk', '0 dk']);
  await expect(side.getByRole('row').nth(2)).toContainText('Fitbit');
  await expect(side.getByRole('row').nth(2).getByRole('cell').nth(4)).toHaveText('—');
  await expect(side.getByRole('row').nth(2).getByRole('cell').nth(5)).toHaveText('10 dk');
  await side.scrollIntoViewIfNeeded();
  await screenshot(desk, 'device-nights-admin', { fullPage: false });
});
