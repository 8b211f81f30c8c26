import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeSleep, type NightSummary } from '@uyku/domain';
import { renderWithProviders } from '../../test/render';
import { RecentSleep } from './RecentSleep';
import { SummaryCards } from './SummaryCards';

afterEach(cleanup);

const night = (id: string, sleep_date: string, sleep_quality: number, notes = ''): NightSummary => ({
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
    renderWithProviders(<RecentSleep sessions={sessions} />);
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
    const figures = { latest: sessions[0], summary: summarizeSleep(sessions, '2025-10-08') };
    render(<SummaryCards figures={{ phase: 'ready', data: figures }} group="experiment" />);
    expect(screen.getByTestId('card-latest-value').textContent).toBe('9/10');
    expect(screen.getByTestId('card-latest-detail').textContent).toBe('8 Ekim 2025 Çarşamba');
    expect(screen.getByTestId('card-average-value').textContent).toBe('7,5/10');
    expect(screen.getByTestId('card-average-detail').textContent).toBe('2 kayıt');
    expect(screen.getByTestId('card-group-value').textContent).toBe('Deney');
  });

  it("shows 'Geçersiz tarih' on the latest card when its date cannot be read", () => {
    const latest = night('a', '2025-13-45', 4);
    render(
      <SummaryCards figures={{ phase: 'ready', data: { latest, summary: summarizeSleep([latest], '2025-10-08') } }} group="control" />,
    );
    expect(screen.getByTestId('card-latest-detail').textContent).toBe('Geçersiz tarih');
    expect(screen.getByTestId('card-group-value').textContent).toBe('Kontrol');
  });

  it("shows 'Henüz kayıt yok', '0 kayıt' and 'Henüz uyku kaydınız yok.' only for an answered empty list", () => {
    render(<SummaryCards figures={{ phase: 'ready', data: { latest: undefined, summary: summarizeSleep([], '2025-10-08') } }} group="control" />);
    expect(screen.getByTestId('card-latest-detail').textContent).toBe('Henüz kayıt yok');
    expect(screen.getByTestId('card-average-detail').textContent).toBe('0 kayıt');
    cleanup();
    renderWithProviders(<RecentSleep sessions={[]} />);
    expect(screen.getByText('Henüz uyku kaydınız yok.')).toBeTruthy();
  });

  it('shows skeletons, never a zero or an empty text, while the nights load (docs/product.md, "App shell")', () => {
    render(<SummaryCards figures={{ phase: 'loading' }} group="control" />);
    expect(screen.getByTestId('card-latest-value').textContent).toBe('');
    expect(screen.queryByTestId('card-average-detail')).toBeNull();
    expect(screen.queryByText('Henüz kayıt yok')).toBeNull();
    expect(screen.queryByText('0 kayıt')).toBeNull();
    cleanup();
    renderWithProviders(<RecentSleep sessions={undefined} />);
    expect(screen.getByTestId('loading-block')).toBeTruthy();
    expect(screen.queryByText('Henüz uyku kaydınız yok.')).toBeNull();
  });

  it('shows a bare dash and no count when the nights could not be loaded', () => {
    render(<SummaryCards figures={{ phase: 'failed' }} group="control" />);
    expect(screen.getByTestId('card-latest-value').textContent).toBe('—');
    expect(screen.getByTestId('card-average-value').textContent).toBe('—');
    expect(screen.queryByTestId('card-latest-detail')).toBeNull();
    expect(screen.queryByTestId('card-average-detail')).toBeNull();
    expect(screen.getByTestId('card-group-value').textContent).toBe('Kontrol');
  });
});
