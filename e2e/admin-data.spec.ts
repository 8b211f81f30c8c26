import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * The admin's sleep and heart-rate tabs: a participant's nights appear with their latest record,
 * the detail shows the 7/15/30-day averages and every night, and the CSV downloads with the
 * participant's name intact (docs/product.md, "Sleep data", "Heart rate", "Exports").
 */

const NAME = 'Çağla İpek Işıközüş';

/** Today and earlier days in the study's time zone, as the diary dates them. */
const studyDay = daysAgo;

async function postNight(request: APIRequestContext, token: string, date: string, quality: number, notes: string) {
  const response = await request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      date,
      bedtime: '23:00',
      sleep_time: '23:30',
      wake_time: '07:00',
      rem_duration: 90,
      deep_sleep_duration: 80,
      light_sleep_duration: 250,
      awake_duration: 10,
      heart_rate: 58,
      sleep_quality: quality,
      stress_level: 4,
      screen_time: 30,
      room_temperature: 21,
      notes,
    },
  });
  expect(response.status()).toBe(201);
}

const notice = (page: Page) => page.getByTestId('admin-notice');

test('admin opens the sleep tab, a participant’s detail, downloads the CSV; the heart-rate tab and the export texts', async ({
  page,
  request,
}) => {
  const participant = await createParticipant(request, { name: NAME, abGroup: 'experiment' });
  await postNight(request, participant.token, studyDay(0), 8, 'Rüya gördüm, iyi uyudum');
  await postNight(request, participant.token, studyDay(1), 6, '');
  await postNight(request, participant.token, studyDay(9), 5, 'Geç yattım');
  const quiet = await createParticipant(request, { name: 'Kayıtsız Deneme' });

  await useSession(page, await adminSession(request));
  await page.goto('/admin?tab=sleep');
  await expect(page.getByRole('tab', { name: 'Uyku Verileri' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sleep-total-records')).toContainText('Toplam Kayıt');
  // Found by phone too: a retry on the same server adds a second participant of the same name.
  const card = page.getByTestId('sleep-participant').filter({ hasText: NAME }).filter({ hasText: participant.user.phone });
  await expect(card).toContainText('3 kayıt');
  await expect(card).toContainText('8/10');

  // The search finds her with or without Turkish letters.
  await page.getByLabel('Katılımcı ara').fill('cagla ipek');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('sleep-participant').filter({ hasNotText: NAME })).toHaveCount(0);
  await screenshot(page, 'admin-sleep-tab');

  await card.click();
  const detail = page.getByTestId('sleep-detail');
  await expect(detail.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(detail.getByTestId('sleep-period-7')).toContainText('Son 7 Gün');
  // Two nights in the last 7 days: quality (8 + 6) / 2 = 7.
  await expect(detail.getByTestId('sleep-period-7')).toContainText('7,0/10');
  await expect(detail.getByTestId('sleep-period-15')).toContainText('Son 15 Gün');
  await expect(detail.getByTestId('sleep-period-30')).toContainText('Son 30 Gün');
  await expect(detail.getByText('Tüm Kayıtlar (3)')).toBeVisible();
  const nights = detail.getByTestId('sleep-record');
  await expect(nights).toHaveCount(3);
  await nights.first().getByRole('button').first().click();
  await expect(nights.first()).toContainText('Rüya gördüm, iyi uyudum');
  await expect(nights.first()).toContainText('Oda Sıcaklığı');
  await screenshot(page, 'admin-sleep-detail');

  // A Turkish browser's first choice is Turkish Excel's dialect, and the button says so.
  const excelDownloading = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'CSV İndir (Excel Türkçe)' }).click();
  const excel = (await readFile(await (await excelDownloading).path())).toString('utf8').slice(1).split('\r\n');
  expect(excel[0]).toMatch(/^Tarih;Katılımcı;Telefon;Grup;/);
  // The note's comma stays inside its cell: the line splits into exactly the header's columns.
  expect(excel.find((line) => line.includes('Rüya gördüm, iyi uyudum'))?.split(';')).toHaveLength(excel[0]!.split(';').length);

  // The standard file, chosen at download and remembered.
  await detail.getByRole('button', { name: 'CSV biçimi: Excel (Türkçe)' }).click();
  await expect(page.getByRole('menuitem', { name: /Standart CSV/ })).toBeVisible();
  await screenshot(page, 'admin-csv-dialect-menu', { fullPage: false });
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Standart CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`uyku-verileri_cagla-ipek-isikozus_${studyDay(0)}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Tarih,Katılımcı,Telefon,Grup,/);
  expect(lines).toHaveLength(1 + 3);
  expect(lines[1]).toContain(NAME);

  await page.reload();
  await expect(detail.getByRole('button', { name: 'CSV İndir (Standart)' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'CSV biçimi: Standart CSV' })).toBeVisible();

  // A failed download says so.
  await page.route('**/api/admin/sleep-data/participants/*/csv*', (route) => route.fulfill({ status: 500, body: '' }));
  await detail.getByRole('button', { name: 'CSV İndir' }).click();
  await expect(notice(page)).toHaveText('Veriler indirilemedi');
  await page.unroute('**/api/admin/sleep-data/participants/*/csv*');

  // A participant without nights: nothing to export.
  await page.goto(`/admin?tab=sleep&user=${quiet.user.userId}`);
  await expect(page.getByText('Bu katılımcının uyku kaydı yok')).toBeVisible();
  await page.getByRole('button', { name: 'CSV İndir' }).click();
  await expect(notice(page)).toHaveText('Dışa aktarılacak veri yok!');

  // The heart-rate tab.
  await page.goto('/admin?tab=sleep');
  await page.getByRole('tab', { name: 'Kalp Atım Hızı' }).click();
  await expect(page.getByTestId('heart-rate-total-records')).toContainText('Toplam Kayıt');
  await screenshot(page, 'admin-heart-rate-tab');
  await page.goto(`/admin?tab=heart-rate&user=${participant.user.userId}`);
  const heartDetail = page.getByTestId('heart-rate-detail');
  await expect(heartDetail.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(heartDetail.getByTestId('heart-rate-averages')).toContainText('Ortalama Değişim');
});
