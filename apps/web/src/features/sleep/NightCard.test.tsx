import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NightSummary } from '@uyku/domain';
import { NightCard } from './NightCard';

afterEach(cleanup);

const session: NightSummary = {
  id: 'x',
  sleep_date: '2025-10-08',
  sleep_duration: 400,
  deep_sleep_duration: 80,
  rem_duration: 95,
  light_sleep_duration: 225,
  sleep_quality: 8,
  notes: 'Geç yattım',
  time_in_bed: 480,
  sleep_onset_latency: 40,
  sleep_efficiency: 83.3,
  tst_source: 'stages',
  terminal_wakefulness: 0,
  study_day: 9,
  phase: 'intervention',
  study_length: 42,
};

describe('a night in the list', () => {
  it("shows the study day as 'Gün x / y', never the phase", () => {
    render(<NightCard session={session} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByTestId('study-day').textContent).toBe('Gün 9 / 42');
    expect(screen.getByRole('listitem').textContent).not.toMatch(/Çalışma|Müdahale/);
  });

  it('shows no study day outside the timeline (before day 1, after the last day, no enrolment)', () => {
    for (const study_day of [0, -1, 43, null]) {
      render(<NightCard session={{ ...session, study_day, phase: 'outside' }} onEdit={() => {}} onDelete={() => {}} />);
      expect(screen.queryByTestId('study-day')).toBeNull();
      expect(screen.getByRole('listitem').textContent).not.toMatch(/Çalışma|Gün/);
      cleanup();
    }
  });

  it("leaves out stage minutes never entered, and shows '—' for one stage missing", () => {
    const none = { ...session, deep_sleep_duration: 0, rem_duration: 0, light_sleep_duration: 0 };
    render(<NightCard session={none} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.queryByTestId('stages')).toBeNull();
    expect(screen.getByRole('listitem').textContent).not.toMatch(/(^|\D)0 dk/);
    cleanup();
    render(<NightCard session={{ ...session, rem_duration: 0 }} onEdit={() => {}} onDelete={() => {}} />);
    expect(screen.getByTestId('stages').textContent).toBe('Derin: 80 dk · REM: — · Hafif: 225 dk');
  });

  it('shows the long date, duration, stages, notes in quotes and quality', () => {
    render(<NightCard session={session} onEdit={() => undefined} onDelete={() => undefined} />);
    const card = screen.getByRole('listitem', { name: '8 Ekim 2025 Çarşamba' });
    expect(card.textContent).toContain('Uyku süresi: 6 sa 40 dk');
    expect(card.textContent).toContain('Derin: 80 dk · REM: 95 dk · Hafif: 225 dk');
    expect(card.textContent).toContain('Verimlilik: %83,3');
    expect(card.textContent).toContain('"Geç yattım"');
    expect(card.textContent).toContain('8/10');
  });

  it("shows 'Geçersiz tarih' for a date that cannot be read, and no quotes without notes", () => {
    render(
      <NightCard
        session={{ ...session, sleep_date: 'dün', notes: '' }}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    const card = screen.getByRole('listitem', { name: 'Geçersiz tarih' });
    expect(card.textContent).not.toContain('"');
  });
});
