import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formDefaults, QUALITY_FLAG_LABELS, SLEEP_FIELDS, type AdminNight } from '@uyku/domain';
import { NightAccordion } from './NightAccordion';

afterEach(cleanup);

const answers: AdminNight['answers'] = {
  ...(formDefaults(SLEEP_FIELDS) as unknown as AdminNight['answers']),
  bedtime: '23:15',
  sleep_time: '23:40',
  wake_time: '07:05',
  rem_duration: 0,
  deep_sleep_duration: 0,
  light_sleep_duration: 0,
  awake_duration: 12,
  heart_rate: null,
  sleep_quality: 8,
  caffeine_intake: true,
  meal_time: '19:30',
  tried_to_sleep_time: null,
  out_of_bed_time: '07:20',
  waso_minutes: null,
  notes: '',
};

const night: AdminNight = {
  id: 'n',
  user_id: 'u',
  user_name: 'Ayşe',
  user_phone: '5551234567',
  ab_group: 'control',
  sleep_date: '2025-10-08',
  sleep_duration: 433,
  sleep_quality: 8,
  rem_duration: 0,
  deep_sleep_duration: 0,
  light_sleep_duration: 0,
  awake_duration: 12,
  heart_rate: null,
  stress_level: 3,
  sleep_efficiency: 88.4,
  screen_time_before: 0,
  room_temperature: 20,
  mood_before: 3,
  mood_after: 3,
  notes: '',
  study_day: 9,
  phase: 'intervention',
  quality_flags: ['untouched_defaults', 'waso_without_awakenings'],
  untouched_fields: ['stress_level', 'room_temperature'],
  answers,
  metrics: {
    time_in_bed: 485,
    sleep_onset_latency: 25,
    terminal_wakefulness: 15,
    total_sleep_time: 433,
    tst_source: 'clock',
    sleep_efficiency: 89.3,
    waso_used: 12,
    waso_source: 'awake_minutes',
  },
};

const field = (key: string) => screen.getByTestId(`night-field-${key}`).textContent;

describe("a night in the admin's detail", () => {
  it('shows every answered catalogue field with its admin label, yes/no and clock times', () => {
    render(<NightAccordion night={night} />);
    expect(field('bedtime')).toBe('Yatağa girme saati23:15');
    expect(field('wake_time')).toBe('Son uyanma saati07:05');
    expect(field('caffeine_intake')).toBe('KafeinEvet');
    expect(field('alcohol_intake')).toBe('AlkolHayır');
    expect(field('meal_time')).toBe('Son yemek saati19:30');
    expect(field('out_of_bed_time')).toBe('Yataktan çıkma saati07:20');
    expect(field('screen_time')).toBe('Yatmadan Önce Ekran0 dk');
    expect(field('room_temperature')).toBe('Oda Sıcaklığı20,0 °CVarsayılan (dokunulmadı)');
  });

  it("marks the answers saved at the form's default without being touched, and only those", () => {
    render(<NightAccordion night={night} />);
    expect(field('stress_level')).toContain('Varsayılan (dokunulmadı)');
    expect(field('room_temperature')).toContain('Varsayılan (dokunulmadı)');
    expect(field('screen_time')).not.toContain('dokunulmadı');
    expect(field('bedtime')).not.toContain('dokunulmadı');
  });

  it("reads '—' for stages never entered and an unmeasured heart rate, and leaves out optional items not given", () => {
    render(<NightAccordion night={night} />);
    expect(field('rem_duration')).toBe('REM—');
    expect(field('deep_sleep_duration')).toBe('Derin—');
    expect(field('heart_rate')).toBe('Kalp Atım Hızı—');
    expect(screen.queryByTestId('night-field-tried_to_sleep_time')).toBeNull();
    expect(screen.queryByTestId('night-field-waso_minutes')).toBeNull();
    expect(screen.queryByTestId('night-field-notes')).toBeNull();
  });

  it('shows the derived metrics with their sources, the flags as chips and the study day', () => {
    render(<NightAccordion night={night} />);
    const metrics = screen.getByTestId('night-metrics').textContent;
    expect(metrics).toContain('Yatakta Geçen Süre8 sa 5 dk');
    expect(metrics).toContain('Uykuya Dalma Süresi25 dk');
    expect(metrics).toContain('Son Uyanıştan Kalkışa15 dk');
    expect(metrics).toContain('Toplam Uyku Süresi7 sa 13 dkKaynak: Saatler');
    expect(metrics).toContain('Uyku Verimliliği%89,3');
    expect(metrics).toContain('Kullanılan WASO12 dkKaynak: Uyanık geçen süre');
    const flags = within(screen.getByTestId('sleep-record-flags'));
    expect(flags.getByText(QUALITY_FLAG_LABELS.untouched_defaults)).toBeTruthy();
    expect(flags.getByText(QUALITY_FLAG_LABELS.waso_without_awakenings)).toBeTruthy();
    expect(screen.getByText('Çalışma günü 9 · Müdahale')).toBeTruthy();
    expect(screen.getByText('Not eklenmemiş')).toBeTruthy();
  });
});
