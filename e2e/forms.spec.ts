import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSession, createParticipant, runTag, useSession, type SignedIn } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * Forms end to end: an admin adds a Google form (the iframe's page cannot load offline, so the
 * journey checks the address it is given: the participant code pre-filled), a participant opens it,
 * answers 'Formu doldurdunuz mu?' and clicks 'Doldurdum'; an admin builds a three-question built-in
 * form, a participant fills it, and the admin reads the answers and score and downloads the CSV.
 */

async function pageAs(browser: Browser, session: SignedIn): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

async function participantCodeOf(page: Page, phone: string): Promise<string> {
  const admin = await adminSession(page.request);
  const response = await page.request.get('/api/admin/users', { headers: { Authorization: `Bearer ${admin.token}` } });
  const users = (await response.json()).users as { phone: string; participant_code: string }[];
  return users.find((user) => user.phone === phone)!.participant_code;
}

const notice = (page: Page) => page.getByTestId('forms-notice');

test('admin adds a Google form → participant opens it pre-filled, clicks Doldurdum → Dolduruldu; admin sees the count', async ({
  page,
  browser,
}) => {
  // Two browsers and many steps: on a loaded CI machine this takes longer than one screen's journey.
  test.slow();
  const participant = await createParticipant(page.request, { name: 'Elif Şahin' });
  const code = await participantCodeOf(page, participant.user.phone);
  const admin = await pageAs(browser, await adminSession(page.request));

  // The admin adds the form on /admin/forms; a link that is not a Google form is refused first.
  await admin.goto('/admin/forms');
  await expect(admin.getByRole('heading', { name: 'Form Yönetimi', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Google Form Ekle' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Google Form Ekle' });
  await dialog.getByLabel('Form Başlığı').fill('Haftalık Stres Anketi');
  await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Her pazar doldurunuz.');
  await dialog.getByLabel('Google Form Linki').fill('https://example.com/forms/abc');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('❌ Lütfen geçerli bir Google Form linki giriniz!');
  await dialog.getByLabel('Google Form Linki').fill('https://docs.google.com/forms/d/e/1FAIpQLSe2eTest/viewform?usp=sf_link');
  await dialog.getByLabel('Katılımcı kodu alanı (isteğe bağlı)').fill('entry.424242');
  await screenshot(admin, 'forms-admin-add-google', { fullPage: false });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(admin)).toHaveText('✅ Form başarıyla eklendi!');
  const card = admin.getByTestId('admin-form-card').filter({ hasText: 'Haftalık Stres Anketi' });
  await expect(card.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(card.getByTestId('form-counts')).toHaveText('0 kişi yanıtladı0 yanıt');

  // The participant's list: the card, unfilled.
  const p = await pageAs(browser, participant);
  await p.goto('/forms');
  await expect(p.getByRole('heading', { name: 'Formlar', level: 1 })).toBeVisible();
  const total = ((await (await p.request.get('/api/forms/types', { headers: { Authorization: `Bearer ${participant.token}` } })).json()) as unknown[]).length;
  await expect(p.getByTestId('forms-progress')).toHaveText(`0 / ${total} Form Dolduruldu`);
  const formCard = p.getByTestId('form-card').filter({ hasText: 'Haftalık Stres Anketi' });
  await expect(formCard.getByText('Dolduruldu', { exact: true })).toHaveCount(0);
  await screenshot(p, 'forms-list-unfilled');

  // Open: 90% of the viewport high, the form embedded with the participant code, the hint and the buttons.
  await formCard.getByRole('button', { name: 'Formu Doldur' }).click();
  const modal = p.getByRole('dialog', { name: 'Haftalık Stres Anketi' });
  await expect(modal).toBeVisible();
  const iframe = modal.getByTestId('form-iframe');
  const src = await iframe.getAttribute('src');
  const url = new URL(src!);
  expect(url.hostname).toBe('docs.google.com');
  expect(url.searchParams.get('usp')).toBe('pp_url');
  expect(url.searchParams.get('entry.424242')).toBe(code);
  expect(code).toMatch(/^P\d{4}$/);
  await expect(modal.getByText(/Gönder' düğmesine basın, ardından aşağıdaki 'Doldurdum'/)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'İptal' })).toBeVisible();
  const box = await p.getByTestId('form-modal').boundingBox();
  const viewport = p.viewportSize()!;
  expect(Math.abs(box!.height - viewport.height * 0.9)).toBeLessThanOrEqual(2);
  await screenshot(p, 'forms-modal-google', { fullPage: false });

  // X on an unfilled form asks; 'Hayır' closes without marking it.
  await modal.getByRole('button', { name: 'Kapat' }).click();
  const ask = p.getByRole('dialog', { name: 'Formu doldurdunuz mu?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Hayır' }).click();
  await expect(modal).toBeHidden();
  await expect(p.getByTestId('forms-progress')).toHaveText(`0 / ${total} Form Dolduruldu`);

  // Open again and click 'Doldurdum'.
  await formCard.getByRole('button', { name: 'Formu Doldur' }).click();
  await modal.getByRole('button', { name: 'Doldurdum' }).click();
  await expect(notice(p)).toHaveText('✅ Form başarıyla kaydedildi!');
  await expect(formCard.getByText('Dolduruldu', { exact: true })).toBeVisible();
  await expect(formCard.getByText(/^Son doldurma: \d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(p.getByTestId('forms-progress')).toHaveText(`1 / ${total} Form Dolduruldu`);
  await screenshot(p, 'forms-list-filled');

  // Reopening a filled form and closing it with X asks nothing.
  await formCard.getByRole('button', { name: 'Formu Tekrar Görüntüle' }).click();
  await modal.getByRole('button', { name: 'Kapat' }).click();
  await expect(modal).toBeHidden();
  await expect(ask).toBeHidden();

  // The admin sees the respondent, with phone link; the bookkeeping keys are not shown.
  await admin.reload();
  await expect(card.getByTestId('form-counts')).toHaveText('1 kişi yanıtladı1 yanıt');
  await screenshot(admin, 'forms-admin-list');
  await card.getByRole('button', { name: 'Yanıtları Gör' }).click();
  const panel = admin.getByRole('dialog', { name: 'Yanıtlar — Haftalık Stres Anketi' });
  await panel.getByRole('button', { name: /Elif Şahin/ }).click();
  await expect(panel.getByRole('link', { name: `${participant.user.phone} numarasını ara` })).toHaveAttribute('href', `tel:${participant.user.phone}`);
  await expect(panel.getByTestId('respondent-detail')).not.toContainText('timestamp');
  await screenshot(admin, 'forms-admin-responses-google', { fullPage: false });
  await panel.getByRole('button', { name: 'Kapat' }).last().click();

  // Toggle off hides it from the participant; delete removes it.
  await card.getByRole('button', { name: 'Pasif Yap' }).click();
  await expect(card.getByText('Pasif', { exact: true })).toBeVisible();
  await p.reload();
  await expect(formCard).toHaveCount(0);
  await card.getByRole('button', { name: 'Sil' }).click();
  await admin.getByRole('dialog', { name: 'Formu sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(notice(admin)).toHaveText('✅ Form silindi!');
  await expect(card).toHaveCount(0);
});

test('admin builds a three-question form → participant fills it → admin sees answers, score and the CSV', async ({ page, browser }) => {
  test.slow();
  const participant = await createParticipant(page.request, { name: 'Can Öztürk', abGroup: 'experiment' });
  const admin = await pageAs(browser, await adminSession(page.request));
  const run = runTag();
  const title = `Akşam Rutini ${run}`;

  // Built from the form responses tab of /admin.
  await admin.goto('/admin?tab=forms');
  await admin.getByRole('button', { name: 'Yerleşik Form Oluştur' }).click();
  const builder = admin.getByRole('dialog', { name: 'Yerleşik Form Oluştur' });
  await builder.getByLabel('Form Başlığı').fill(title);
  await builder.getByLabel('Açıklama (isteğe bağlı)').fill('Uydurma örnek form');
  await screenshot(admin, 'forms-builder-top', { fullPage: false });

  const q1 = builder.getByTestId('builder-question-1');
  await q1.getByLabel('Soru metni').fill('Yatmadan önce ekrana bakar mısınız?');
  await q1.getByLabel('Seçenek 1', { exact: true }).fill('Hayır');
  await q1.getByLabel('Seçenek 2', { exact: true }).fill('Evet');
  await q1.getByRole('button', { name: 'Seçenek Ekle' }).click();
  await q1.getByLabel('Seçenek 3', { exact: true }).fill('Her gece');
  await q1.getByLabel('Seçenek 3 Puan').fill('3');

  await builder.getByRole('button', { name: 'Soru Ekle' }).click();
  const q2 = builder.getByTestId('builder-question-2');
  await q2.getByRole('combobox', { name: 'Soru türü' }).click();
  await admin.getByRole('option', { name: 'Likert ölçeği' }).click();
  await q2.getByLabel('Soru metni').fill('Kendimi dinlenmiş hissederim');
  await q2.getByLabel('En düşük etiketi').fill('Hiç');
  await q2.getByLabel('En yüksek etiketi').fill('Her zaman');
  await q2.getByRole('switch', { name: 'Ters puanlanır' }).check();

  await builder.getByRole('button', { name: 'Soru Ekle' }).click();
  const q3 = builder.getByTestId('builder-question-3');
  await q3.getByRole('combobox', { name: 'Soru türü' }).click();
  await admin.getByRole('option', { name: 'Sayı', exact: true }).click();
  await q3.getByLabel('Soru metni').fill('Kaç saat uyudunuz?');
  await q3.getByLabel('En küçük değer').fill('0');
  await q3.getByLabel('En büyük değer').fill('24');

  await builder.getByRole('button', { name: 'Aralık Ekle' }).click();
  await builder.getByLabel('Alt sınır').fill('0');
  await builder.getByLabel('Üst sınır').fill('4');
  await builder.getByLabel('Aralık adı').fill('iyi');
  await screenshot(admin, 'forms-builder', { fullPage: false });
  await builder.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(admin)).toHaveText('✅ Form başarıyla eklendi!');
  const card = admin.getByTestId('admin-form-card').filter({ hasText: title });
  await expect(card.getByText('Yerleşik form')).toBeVisible();

  // The participant fills it in the modal, with validation and progress.
  const p = await pageAs(browser, participant);
  await p.goto('/forms');
  const formCard = p.getByTestId('form-card').filter({ hasText: title });
  await formCard.getByRole('button', { name: 'Formu Doldur' }).click();
  const modal = p.getByRole('dialog', { name: title });
  await expect(modal.getByTestId('builtin-progress')).toHaveText('0 / 3 soru yanıtlandı');
  await modal.getByRole('button', { name: 'Gönder' }).click();
  await expect(modal.getByText('1. soru yanıtlanmalıdır')).toBeVisible();
  await modal.getByRole('radio', { name: 'Evet' }).check();
  await modal.getByTestId('question-' + (await questionId(modal, 2))).getByRole('radio', { name: '2' }).check();
  // A text field that takes a decimal comma: the browser's number field dropped it.
  const hours = modal.getByTestId('question-' + (await questionId(modal, 3))).getByRole('textbox');
  await hours.fill('30');
  await expect(modal.getByTestId('builtin-progress')).toHaveText('3 / 3 soru yanıtlandı');
  await modal.getByRole('button', { name: 'Gönder' }).click();
  await expect(modal.getByText('3. soru için 0 ile 24 arasında bir sayı giriniz')).toBeVisible();
  await screenshot(p, 'forms-modal-builtin', { fullPage: false });
  await hours.fill('7,5');
  await modal.getByRole('button', { name: 'Gönder' }).click();
  await expect(notice(p)).toHaveText('✅ Form başarıyla kaydedildi!');
  await expect(formCard.getByText('Dolduruldu', { exact: true })).toBeVisible();

  // Reopened read-only with the score: 'Evet' 1 + Likert 2 reversed on 1–5 = 4 → 5.
  await formCard.getByRole('button', { name: 'Formu Tekrar Görüntüle' }).click();
  await expect(modal.getByTestId('my-score')).toHaveText('Toplam puan: 5');
  await expect(modal.getByRole('radio')).toHaveCount(0);
  await expect(modal.getByRole('region', { name: '1. Yatmadan önce ekrana bakar mısınız?' })).toContainText('Evet');
  await expect(modal.getByRole('region', { name: '2. Kendimi dinlenmiş hissederim' })).toContainText('2 / 5 (1 = Hiç, 5 = Her zaman)');
  await screenshot(p, 'forms-modal-builtin-readonly', { fullPage: false });
  await modal.getByRole('button', { name: 'Kapat' }).last().click();

  // The admin reads the answers and score, and downloads the CSV.
  await admin.reload();
  await card.getByRole('button', { name: 'Yanıtları Gör' }).click();
  const panel = admin.getByRole('dialog', { name: `Yanıtlar — ${title}` });
  await panel.getByRole('button', { name: /Can Öztürk/ }).click();
  const detail = panel.getByTestId('respondent-detail');
  await expect(detail.getByRole('row', { name: /Yatmadan önce ekrana bakar mısınız\? Evet/ })).toBeVisible();
  await expect(detail.getByRole('row', { name: /Kaç saat uyudunuz\? 7\.5/ })).toBeVisible();
  await expect(detail.getByText('Puan: 5')).toBeVisible();
  await screenshot(admin, 'forms-admin-responses-builtin', { fullPage: false });
  // A Turkish browser's first choice: Turkish Excel's dialect (semicolons, decimal commas), said on the button.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    panel.getByRole('button', { name: 'CSV İndir (Excel Türkçe)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^form-yanitlari_aksam-rutini-${run}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, row] = csv.slice(1).split('\r\n');
  expect(header).toBe(
    'Katılımcı Kodu;Ad Soyad;Telefon;E-posta;Grup;Tarih;Yatmadan önce ekrana bakar mısınız?;Kendimi dinlenmiş hissederim;Kaç saat uyudunuz?;Sürüm;Toplam Puan;Puan Aralığı',
  );
  expect(row).toMatch(/;Can Öztürk;.*;Deney;.*;Evet;2;7,5;1;5;$/);

  // Editing a form that has a response makes version 2; the earlier response keeps its questions.
  await panel.getByRole('button', { name: 'Kapat' }).last().click();
  await card.getByRole('button', { name: 'Düzenle' }).click();
  const editor = admin.getByRole('dialog', { name: 'Yerleşik Formu Düzenle' });
  await expect(editor.getByText(/kaydettiğinizde yeni bir sürüm oluşur/)).toBeVisible();
  await editor.getByTestId('builder-question-1').getByLabel('Soru metni').fill('Yatmadan önce telefona bakar mısınız?');
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(admin)).toHaveText('✅ Form güncellendi!');
  await expect(card.getByText('Sürüm 2')).toBeVisible();
  await card.getByRole('button', { name: 'Yanıtları Gör' }).click();
  await panel.getByRole('button', { name: /Can Öztürk/ }).click();
  await expect(panel.getByTestId('respondent-detail').getByRole('row', { name: /Yatmadan önce ekrana bakar mısınız\? Evet/ })).toBeVisible();
  await expect(panel.getByText('Sürüm 1')).toBeVisible();
});

/** The Istanbul calendar day `daysAgo` days before today (a participant enrolled then is on study day daysAgo + 1). */
const istanbulDay = daysAgo;

test('admin schedules a form at study days → a participant on day 29 sees it due and fills it → admin sees completion per day', async ({
  page,
  browser,
}) => {
  test.slow();
  // Per attempt: a retry on the same server finds the first attempt's form and participants still there.
  const run = runTag();
  const title = `Algılanan Stres Ölçeği ${run}`;
  const adminApi = await adminSession(page.request);
  const headers = { Authorization: `Bearer ${adminApi.token}` };
  const onDay29 = await createParticipant(page.request, { name: `Zeynep Kaya ${run}` });
  const missing = await createParticipant(page.request, { name: `Mert Aydın ${run}` });
  for (const who of [onDay29, missing]) {
    const moved = await page.request.put(`/api/admin/users/${who.user.userId}`, { headers, data: { enrolledOn: istanbulDay(28) } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const admin = await pageAs(browser, adminApi);

  // Added with a schedule, then the schedule edited on its own; a repeated day is refused.
  await admin.goto('/admin/forms');
  await admin.getByRole('button', { name: 'Google Form Ekle' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Google Form Ekle' });
  await dialog.getByLabel('Form Başlığı').fill(title);
  await dialog.getByLabel('Google Form Linki').fill('https://docs.google.com/forms/d/e/1FAIpQLSeTimepoint/viewform');
  await dialog.getByLabel('Ölçüm günleri (isteğe bağlı)').fill('0, 29');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ölçüm günleri 1 ile 1095 arasında tam sayılar olmalıdır');
  await dialog.getByLabel('Ölçüm günleri (isteğe bağlı)').fill('29, 1');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(admin)).toHaveText('✅ Form başarıyla eklendi!');
  const card = admin.getByTestId('admin-form-card').filter({ hasText: title });
  await expect(card.getByTestId('form-schedule')).toHaveText('Ölçüm günleri: 1, 29');
  await card.getByRole('button', { name: 'Ölçüm Günleri' }).click();
  const schedule = admin.getByRole('dialog', { name: /Ölçüm Günlerini Düzenle/ });
  await schedule.getByLabel('Ölçüm günleri (isteğe bağlı)').fill('1, 15, 1');
  await schedule.getByRole('button', { name: 'Kaydet' }).click();
  await expect(schedule.getByRole('alert')).toHaveText('Aynı ölçüm günü birden fazla girilemez');
  await schedule.getByLabel('Ölçüm günleri (isteğe bağlı)').fill('1, 15, 29');
  await screenshot(admin, 'forms-admin-schedule', { fullPage: false });
  await schedule.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(admin)).toHaveText('Ölçüm günleri kaydedildi');
  await expect(card.getByTestId('form-schedule')).toHaveText('Ölçüm günleri: 1, 15, 29');
  await screenshot(admin, 'forms-admin-list-scheduled');

  // The participant on study day 29: day 29 is due, days 1 and 15 passed unanswered.
  const p = await pageAs(browser, onDay29);
  await p.goto('/forms');
  const formCard = p.getByTestId('form-card').filter({ hasText: title });
  const timepoints = formCard.getByTestId('form-timepoints');
  await expect(timepoints.getByText('Gün 29 ölçümü bekleniyor')).toBeVisible();
  await expect(timepoints.getByTestId('timepoint-day-1')).toHaveText('Gün 1: kaçırıldı');
  await expect(timepoints.getByTestId('timepoint-day-29')).toHaveText('Gün 29: bekleniyor');
  await expect(formCard.getByText('Dolduruldu', { exact: true })).toHaveCount(0);
  const total = ((await (await p.request.get('/api/forms/types', { headers: { Authorization: `Bearer ${onDay29.token}` } })).json()) as unknown[]).length;
  const filledBefore = Number((await p.getByTestId('forms-progress').textContent())!.split(' ')[0]);
  await screenshot(p, 'forms-list-timepoint-due');
  await formCard.getByRole('button', { name: 'Formu Doldur' }).click();
  await p.getByRole('dialog', { name: title }).getByRole('button', { name: 'Doldurdum' }).click();
  await expect(notice(p)).toHaveText('✅ Form başarıyla kaydedildi!');
  await expect(timepoints.getByText('Gün 29 ölçümü tamamlandı')).toBeVisible();
  await expect(timepoints.getByTestId('timepoint-day-29')).toHaveText('Gün 29: dolduruldu');
  await expect(formCard.getByText('Dolduruldu', { exact: true })).toBeVisible();
  await expect(p.getByTestId('forms-progress')).toHaveText(`${filledBefore + 1} / ${total} Form Dolduruldu`);
  await screenshot(p, 'forms-list-timepoint-done');

  // The admin's completion: day 29 answered by one, the other participant on day 29 missing.
  await admin.reload();
  await card.getByRole('button', { name: 'Yanıtları Gör' }).click();
  const panel = admin.getByRole('dialog', { name: `Yanıtlar — ${title}` });
  const day29 = panel.locator('[data-testid="timepoint-completion"][data-day="29"]');
  await expect(day29).toContainText(/1 \/ \d+ katılımcı yanıtladı/);
  await expect(day29).toContainText(missing.user.name);
  await expect(day29).not.toContainText(onDay29.user.name);
  await expect(panel.locator('[data-testid="timepoint-completion"][data-day="1"]')).toContainText(onDay29.user.name);
  await panel.getByRole('button', { name: onDay29.user.name }).click();
  await expect(panel.getByTestId('respondent-detail').getByText('Gün 29 ölçümü')).toBeVisible();
  await screenshot(admin, 'forms-admin-timepoints', { fullPage: false });
  await panel.getByRole('button', { name: 'Kapat' }).last().click();
  await card.getByRole('button', { name: 'Sil' }).click();
  await admin.getByRole('dialog', { name: 'Formu sil' }).getByRole('button', { name: 'Sil' }).click();
  await expect(notice(admin)).toHaveText('✅ Form silindi!');
});

/** The id of the n-th question in the participant's modal (the builder made it up). */
async function questionId(modal: ReturnType<Page['getByRole']>, n: number): Promise<string> {
  const id = await modal.locator('[data-testid^="question-"]').nth(n - 1).getAttribute('data-testid');
  return id!.replace('question-', '');
}
