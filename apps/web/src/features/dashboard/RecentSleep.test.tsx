import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeSleep, type SleepSessionSummary } from '@uyku/domain';
import { renderWithProviders } from '../../test/render';
import { RecentSleep } from './RecentSleep';
import { SummaryCards } from './SummaryCards';

afterEach(cleanup);

const night = (id: string, sleep_date: string, sleep_quality: number, notes = ''): SleepSessionSummary => ({
  id,
  sleep_date,
  sleep_quality,
  notes,
  sleep_duration: 420,
  deep_sleep_duration: 0,
  rem_duration: 0,
  light_sleep_duration: 0,
  time_in_bed: 480,
  sleep_onset_latency: 30,
  sleep_efficiency: 87.5,
  tst_source: 'clock',
  terminal_wakefulness: 0,
  study_day: null,
  phase: 'outside',
  study_length: 42,
});

describe('dashboard records', () => {
  it("shows at most the latest five, 'Not eklenmemiş' without notes, and 'Geçersiz tarih' for a bad date", () => {
    const sessions = [
      night('a', 'bozuk-tarih', 7, 'iyi bir gece'),
      ...['2025-10-07', '2025-10-06', '2025-10-05', '2025-10-04', '2025-10-03'].map((day, i) => night(day, day, 5 + (i % 3))),
    ];
    renderWithProviders(<RecentSleep sessions={sessions} loading={false} failed={false} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0] as HTMLElement).getByText('Geçersiz tarih')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('iyi bir gece')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('7 Ekim 2025 Salı')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Not eklenmemiş')).toBeTruthy();
    expect(screen.queryByText('3 Ekim 2025 Cuma')).toBeNull();
  });

  it('shows the latest quality with its date, the average with the count, and the group', () => {
    const sessions = [night('a', '2025-10-08', 9), night('b', '2025-10-01', 6)];
    render(<SummaryCards latest={sessions[0]} summary={summarizeSleep(sessions, '2025-10-08')} group="experiment" />);
    expect(screen.getByTestId('card-latest-value').textContent).toBe('9/10');
    expect(screen.getByTestId('card-latest-detail').textContent).toBe('8 Ekim 2025 Çarşamba');
    expect(screen.getByTestId('card-average-value').textContent).toBe('7,5/10');
    expect(screen.getByTestId('card-average-detail').textContent).toBe('2 kayıt');
    expect(screen.getByTestId('card-group-value').textContent).toBe('Deney');
  });

  it("shows 'Geçersiz tarih' on the latest card when its date cannot be read", () => {
    const latest = night('a', '2025-13-45', 4);
    render(<SummaryCards latest={latest} summary={summarizeSleep([latest], '2025-10-08')} group="control" />);
    expect(screen.getByTestId('card-latest-detail').textContent).toBe('Geçersiz tarih');
    expect(screen.getByTestId('card-group-value').textContent).toBe('Kontrol');
  });
});
