import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';
import { daysAgo } from './support/dates';

/**
 * The admin's night view at 1280 px (docs/product.md, "Sleep data"): an expanded night shows every
 * answer of the participant, the derived metrics with their sources, the data-quality flags, and
 * '—' for what was not measured, also in 'Son kayıt'; the 90-day chart breaks its lines over a
 * missed night and shades the study phases.
 */

const NAME = 'Gece Ayrıntı Katılımcısı';

const studyDay = daysAgo;

/** The entry form's initial values (packages/domain/src/sleep/fields.ts): a night saved untouched. */
const UNTOUCHED = {
  bedtime: '22:00',
  sleep_time: '23:00',
  wake_time: '07:00',
  rem_duration: 0,
  deep_sleep_duration: 0,
  light_sleep_duration: 0,
  awake_duration: 0,
  heart_rate: 0,
  night_awakenings: 0,
  snoring_level: 0,
  sleep_quality: 5,
  mood_before_sleep: 3,
  mood_after_sleep: 3,
  caffeine_intake: false,
  alcohol_intake: false,
  exercise_done: false,
  stress_level: 3,
  screen_time: 0,
  meal_time: '',
  medication_taken: false,
  meditation_done: false,
  reading_done: false,
  room_temperature: 20,
  notes: '',
};

async function postNight(request: APIRequestContext, token: string, night: Record<string, unknown>) {
  const response = await request.post('/api/sleep/sessions', { headers: { Authorization: `Bearer ${token}` }, data: night });
  expect(response.status(), await response.text()).toBe(201);
}

test("an expanded night shows every answer, metric and flag, and '—' for what was not measured", async ({ page, request }) => {
  // A chart drawn before its box has a width logs SVG's refusal of a negative <rect> width.
  const svgErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /negative value/i.test(message.text())) svgErrors.push(message.text());
  });
  const participant = await createParticipant(request, { name: NAME });
  // Three nights and a missed one between: the newest was saved untouched (the form says which
  // fields it never touched), the one before it fully answered.
  await postNight(request, participant.token, {
    ...UNTOUCHED,
    date: studyDay(0),
    untouched_fields: ['stress_level', 'room_temperature', 'sleep_quality'],
  });
  await postNight(request, participant.token, {
    ...UNTOUCHED,
    date: studyDay(2),
    bedtime: '23:15',
    tried_to_sleep_time: '23:30',
    sleep_time: '23:50',
    wake_time: '07:05',
    out_of_bed_time: '07:20',
    awake_duration: 15,
    night_awakenings: 1,
    sleep_quality: 7,
    caffeine_intake: true,
    exercise_done: true,
    meal_time: '19:30',
    notes: 'Akşam kahve içtim',
  });
  await postNight(request, participant.token, { ...UNTOUCHED, date: studyDay(3), sleep_quality: 6, rem_duration: 90, deep_sleep_duration: 80, light_sleep_duration: 250, heart_rate: 58 });

  await useSession(page, await adminSession(request));
  await page.goto(`/admin?tab=sleep&user=${participant.user.userId}`);
  const detail = page.getByTestId('sleep-detail');
  await expect(detail.getByRole('heading', { name: NAME })).toBeVisible();

  // 'Son kayıt': the untouched night has no stages and no heart rate.
  const latest = detail.getByTestId('sleep-latest');
  await expect(latest).toContainText('REM—');
  await expect(latest).toContainText('Derin—');
  await expect(latest).toContainText('Kalp Atım Hızı—');

  // The chart shades the phases (enrolled today: the baseline) and breaks over the missed night.
  await expect(detail.getByTestId('sleep-chart-phase-legend')).toContainText('Başlangıç');
  await expect(detail.locator('[data-testid="sleep-chart-phases"] rect[data-phase="baseline"]')).toHaveCount(1);
  // Nights 3 and 2 days ago are joined; the missed night breaks the line, so today's starts a new piece.
  const qualityLine = detail.locator('[data-testid="sleep-admin-chart"] path.MuiLineElement-series-quality');
  await expect(qualityLine).toHaveAttribute('d', /^M[^M]*L[^M]*M[^M]*$/);

  const nights = detail.getByTestId('sleep-record');
  await expect(nights).toHaveCount(3);
  const untouched = nights.nth(0);
  await untouched.getByRole('button').first().click();
  await expect(untouched.getByTestId('night-flags')).toContainText('Varsayılan değerler değiştirilmedi');
  await expect(untouched.getByTestId('night-field-rem_duration')).toHaveText('REM—');
  await expect(untouched.getByTestId('night-field-light_sleep_duration')).toHaveText('Hafif—');
  await expect(untouched.getByTestId('night-field-heart_rate')).toHaveText('Kalp Atım Hızı—');
  // Answers never given are marked as such (docs/sleep-metrics.md, "Untouched answers").
  await expect(untouched.getByTestId('night-field-stress_level')).toContainText('Varsayılan (dokunulmadı)');
  await expect(untouched.getByTestId('night-field-room_temperature')).toContainText('Varsayılan (dokunulmadı)');
  await expect(untouched.getByTestId('night-field-screen_time')).not.toContainText('dokunulmadı');
  await screenshot(page, 'admin-night-untouched');

  const answered = nights.nth(1);
  await answered.getByRole('button').first().click();
  await expect(answered.getByTestId('night-field-bedtime')).toHaveText('Yatağa girme saati23:15');
  await expect(answered.getByTestId('night-field-sleep_time')).toHaveText('Uykuya dalma saati23:50');
  await expect(answered.getByTestId('night-field-wake_time')).toHaveText('Son uyanma saati07:05');
  await expect(answered.getByTestId('night-field-tried_to_sleep_time')).toHaveText('Uyumaya çalışma saati23:30');
  await expect(answered.getByTestId('night-field-out_of_bed_time')).toHaveText('Yataktan çıkma saati07:20');
  await expect(answered.getByTestId('night-field-caffeine_intake')).toHaveText('KafeinEvet');
  await expect(answered.getByTestId('night-field-alcohol_intake')).toHaveText('AlkolHayır');
  await expect(answered.getByTestId('night-field-exercise_done')).toHaveText('EgzersizEvet');
  await expect(answered.getByTestId('night-field-medication_taken')).toHaveText('İlaçHayır');
  await expect(answered.getByTestId('night-field-meditation_done')).toHaveText('MeditasyonHayır');
  await expect(answered.getByTestId('night-field-reading_done')).toHaveText('OkumaHayır');
  await expect(answered.getByTestId('night-field-meal_time')).toHaveText('Son yemek saati19:30');
  await expect(answered.getByTestId('night-field-night_awakenings')).toHaveText('Gece uyanma sayısı1');
  const metrics = answered.getByTestId('night-metrics');
  await expect(metrics).toContainText('Yatakta Geçen Süre8 sa 5 dk');
  await expect(metrics).toContainText('Uykuya Dalma Süresi20 dk');
  await expect(metrics).toContainText('Son Uyanıştan Kalkışa15 dk');
  await expect(metrics).toContainText('Toplam Uyku Süresi7 sa 0 dkKaynak: Saatler');
  await expect(metrics).toContainText('Uyku Verimliliği%86,6');
  await expect(metrics).toContainText('Kullanılan WASO15 dkKaynak: Uyanık geçen süre');
  await expect(answered.getByTestId('night-notes')).toContainText('Akşam kahve içtim');
  await screenshot(page, 'admin-night-detail');

  const staged = nights.nth(2);
  await staged.getByRole('button').first().click();
  await expect(staged.getByTestId('night-field-rem_duration')).toHaveText('REM90 dk');
  await expect(staged.getByTestId('night-metrics')).toContainText('Kaynak: Uyku aşamaları');
  expect(svgErrors).toEqual([]);
});
