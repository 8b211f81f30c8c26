import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminSession, createParticipant, runTag, useSession } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * A researcher's admin screens at 1280 px (docs/product.md, "Admin panel"): the ten tabs on one
 * row, a form card's actions on one row, chart ticks written with the Turkish decimal comma and
 * never cut, and the Google Form dialog's 'Yeni sekmede aç' link.
 */

test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(process.env.SCREENSHOTS ? 180_000 : 60_000);

const TAB_LABELS = [
  'Kullanıcılar',
  'Şifre Sıfırlama',
  'Uyku Verileri',
  'Kalp Atım Hızı',
  'Analiz',
  'Form Yanıtları',
  'Mesajlar',
  'İçerik',
  'Çalışma',
  'İşlem Geçmişi',
];

const FORM_URL = 'https://docs.google.com/forms/d/e/1FAIpQLSePolish/viewform';

async function writeNights(request: APIRequestContext, token: string, jitter: number) {
  for (let back = 1; back <= 8; back += 1) {
    const response = await request.post('/api/sleep/sessions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        date: daysAgo(back),
        bedtime: '22:30',
        sleep_time: '23:00',
        wake_time: '07:00',
        rem_duration: 90,
        deep_sleep_duration: 80,
        light_sleep_duration: 250,
        awake_duration: 5 + ((back * 3 + jitter * 7) % 12),
        sleep_quality: 6 + (jitter % 3),
        stress_level: 4,
        screen_time: 30,
        room_temperature: 21,
      },
    });
    expect(response.status()).toBe(201);
  }
}

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return Math.round(box!.y);
}

async function tickLabels(page: Page): Promise<string[]> {
  return page.locator('.MuiChartsAxis-tickLabel, .MuiChartsAxis-label').allTextContents();
}

test('admin tabs stay on one row at 1280 px and every tab is reachable', async ({ page, request }) => {
  await useSession(page, await adminSession(request));
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: 'Admin panel bölümleri' }).getByRole('tab');
  // A tab where something waits ends with its count (docs/product.md, "What waits").
  const withCount = (label: string) => new RegExp(`^${label}( ?\\d+)?$`);
  await expect(tabs).toHaveText(TAB_LABELS.map(withCount));
  for (const label of TAB_LABELS) {
    const tab = page.getByRole('tab', { name: withCount(label) });
    await tab.scrollIntoViewIfNeeded();
    // Both tops read together: a waiting count arriving meanwhile may move the whole row, not one tab.
    await expect.poll(async () => (await top(tab)) - (await top(tabs.first())), { message: label }).toBe(0);
  }
  await page.getByRole('tab', { name: 'İşlem Geçmişi' }).click();
  await expect(page).toHaveURL(/\?tab=audit$/);
  // The sliding underline settles under the selected tab (one row, so MUI's indicator is right again).
  const audit = await page.getByRole('tab', { name: 'İşlem Geçmişi' }).boundingBox();
  await expect
    .poll(async () => Math.round((await page.locator('.MuiTabs-indicator').boundingBox())?.x ?? -1))
    .toBeGreaterThanOrEqual(Math.round(audit!.x) - 2);
  await screenshot(page, 'admin-polish-tabs', { fullPage: false });
});

test("a form card's actions share one row, and the Google Form dialog offers 'Yeni sekmede aç'", async ({ page, request, browser }) => {
  const admin = await adminSession(request);
  const title = `Cila Anketi ${runTag()}`;
  const added = await request.post('/api/forms/admin/add', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { kind: 'google', title, description: 'Dialog bağlantısı', google_form_url: FORM_URL },
  });
  expect(added.status()).toBe(201);

  await useSession(page, admin);
  await page.goto('/admin/forms');
  const card = page.getByTestId('admin-form-card').filter({ hasText: title });
  const row = await top(card.getByRole('button', { name: 'Yanıtları Gör' }));
  for (const name of ['Pasif Yap', 'Düzenle', 'Ölçüm Günleri', 'Sil']) {
    expect(await top(card.getByRole('button', { name, exact: true })), name).toBe(row);
  }
  await screenshot(page, 'admin-polish-form-card', { fullPage: false });

  const participant = await createParticipant(request, { name: 'Cila Katılımcı' });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  await useSession(p, participant);
  await p.goto('/forms');
  await p.getByTestId('form-card').filter({ hasText: title }).getByRole('button', { name: 'Formu Doldur' }).click();
  const modal = p.getByRole('dialog', { name: title });
  const link = modal.getByRole('link', { name: 'Yeni sekmede aç' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', FORM_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await screenshot(p, 'admin-polish-form-dialog', { fullPage: false });
  await context.close();
});

test('the analysis charts write ticks with a decimal comma and cut none of them', async ({ page, request }) => {
  const people = await Promise.all(
    [0, 1, 2, 3].map((i) => createParticipant(request, { name: `Cila Analiz ${i}`, abGroup: i % 2 === 0 ? 'experiment' : 'control' })),
  );
  await Promise.all(people.map((person, i) => writeNights(request, person.token, i)));
  // Enrolled twelve days ago: today is an intervention day, whose sessions the paired heart-rate
  // analysis takes (docs/sleep-metrics.md, "Heart-rate pairs").
  const admin = await adminSession(request);
  const enrolledOn = daysAgo(12);
  for (const person of people) {
    const enrolled = await request.put(`/api/admin/users/${person.user.userId}`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { enrolledOn } });
    expect(enrolled.ok(), await enrolled.text()).toBe(true);
  }
  // Nights before enrolment make no weekly trend: the heart-rate chart is the one drawn for sure.
  for (const [i, person] of people.entries()) {
    if (i % 2 !== 0) continue; // the sessions belong to the experiment arm
    const response = await request.post('/api/heart-rate/sessions', {
      headers: { Authorization: `Bearer ${person.token}` },
      data: { content_type: 'relaxation', content_id: '00000000-0000-4000-8000-000000000101', content_name: 'Kutu Nefesi', heart_rate_before: 80 + i, heart_rate_after: 73 + i, duration: 600 },
    });
    expect(response.status()).toBe(200);
  }
  await useSession(page, admin);
  await page.goto('/admin?tab=analysis');
  await expect(page.getByTestId('analysis-groups')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.MuiChartsAxis-tickLabel').first()).toBeVisible();
  const labels = await tickLabels(page);
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    // A decimal point is a '.' followed by one or two digits; '1.200' (a thousands point) is Turkish too.
    expect(label, label).not.toMatch(/\d\.\d{1,2}$/);
    expect(label, label).not.toMatch(/…|\.\.\.$/);
  }
  await screenshot(page, 'admin-polish-analysis');
  if (process.env.SCREENSHOTS) {
    await page.getByTestId('analysis-heart-rate').screenshot({ path: 'e2e/.artifacts/screens/admin-polish-analysis-heart-rate-1280.png' });
  }
});
