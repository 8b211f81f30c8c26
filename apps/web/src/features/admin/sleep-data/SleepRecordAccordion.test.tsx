import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSleepSession } from '@uyku/domain';
import { SleepRecordAccordion } from './SleepRecordAccordion';

afterEach(cleanup);

const night: AdminSleepSession = {
  id: 'n',
  user_id: 'u',
  user_name: 'Ayşe',
  user_phone: '5551234567',
  ab_group: 'control',
  sleep_date: '2025-10-08',
  sleep_duration: 400,
  sleep_quality: 8,
  rem_duration: 95,
  deep_sleep_duration: 80,
  light_sleep_duration: 225,
  awake_duration: 12,
  heart_rate: null,
  stress_level: 4,
  sleep_efficiency: 83.3,
  screen_time_before: 30,
  room_temperature: 21.5,
  mood_before: 3,
  mood_after: 4,
  notes: '',
  study_day: 9,
  phase: 'intervention',
  quality_flags: [],
};

describe("a night in the admin's detail", () => {
  it("lists the catalogue's admin-view fields with their labels and units, in the view's order", () => {
    render(<SleepRecordAccordion night={night} />);
    // The field list comes from the field catalogue (docs/decisions/018-sleep-field-catalogue.md).
    expect(screen.getByTestId('sleep-record').textContent).toContain(
      [
        'REM95 dk',
        'Derin80 dk',
        'Hafif225 dk',
        'Uyanık12 dk',
        'Kalp Atım Hızı—',
        'Stres4/10',
        'Yatmadan Önce Ekran30 dk',
        'Oda Sıcaklığı21,5 °C',
        'Uyku Öncesi Ruh Hali3/5',
        'Uyanınca Ruh Hali4/5',
        'Uyku Verimliliği%83,3',
        'Notlar',
        'Not eklenmemiş',
      ].join(''),
    );
  });
});
