import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudySettings } from '@uyku/domain';
import { NoticeProvider } from '../../../lib/ui/notice/NoticeProvider';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { testUser } from '../../../test/session-user';
import { StudyTab } from './StudyTab';

vi.mock('../../../lib/session-context', () => ({ useSession: () => ({ user: testUser({ isAdmin: true }) }) }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const settings: StudySettings = {
  study_start_date: null,
  baseline_days: 7,
  intervention_days: 14,
  follow_up_days: 7,
  allocation_mode: 'choice',
  block_scheme: 'random-4-6',
  primary_outcome: 'sleepEfficiency',
  video_wait_minutes: 10,
  after_value_window_hours: 12,
  heart_rate_reference: false,
  control_description: null,
  experiment_description: null,
  study_contact: null,
  stratification_question: null,
  stratification_options: [],
  audio_open_in_follow_up: false,
  min_nights_per_phase: 4,
  analysis_tst_source: 'diary',
  heart_rate_measured_only: false,
  heart_rate_exclude_delayed: true,
  untouched_stress_missing: true,
  allocations: 0,
  settings_locked: false,
  allocation_list: null,
  analysis_plan: {
    plan: {
      primary_outcome: 'sleepEfficiency',
      baseline_days: 7,
      intervention_days: 14,
      follow_up_days: 7,
      populations: ['itt'],
      min_nights_per_phase: 4,
      tst_source: 'diary',
      heart_rate_pairing: { measured_only: false, after_value_window_hours: 12, exclude_delayed: true },
      untouched_stress_missing: true,
    },
    locked_at: null,
    sha256: null,
    history: [],
  },
  updated_at: '2026-11-28T10:00:00Z',
};

/** The server's answer to a save: a refusal with its field details, as plugins/error-handler.ts writes it. */
const refusal = () =>
  new Response(
    JSON.stringify({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır',
      details: [
        { field: 'baselineDays', message: 'Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır' },
        { field: 'studyContact', message: 'İletişim bilgisi en fazla 300 karakterlik bir metin olmalıdır' },
      ],
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

function renderTab() {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input).endsWith('/api/admin/study') && init?.method === 'PUT'
      ? Promise.resolve(refusal())
      : new Promise<Response>(() => undefined),
  );
  const client = testQueryClient();
  client.setQueryData(['admin', 'study'], settings);
  client.setQueryData(['admin', 'study', 'allocations'], []);
  renderWithProviders(
    <NoticeProvider>
      <StudyTab />
    </NoticeProvider>,
    { client },
  );
  return fetch;
}

const saveCalls = (fetch: ReturnType<typeof renderTab>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/api/admin/study') && init?.method === 'PUT');

describe('the study settings form (docs/product.md, "Study")', () => {
  it("shows the server's Turkish messages beside the refused fields instead of the browser's bubble", async () => {
    const fetch = renderTab();
    const form = screen.getByRole('form', { name: 'Çalışma Ayarları' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    fireEvent.change(screen.getByLabelText('Başlangıç (gün)'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Araştırma ekibine ulaşma bilgisi'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByText('Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır')).toBeTruthy());
    expect(screen.getByText('İletişim bilgisi en fazla 300 karakterlik bir metin olmalıdır')).toBeTruthy();
    expect(screen.getByLabelText('Başlangıç (gün)').getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(String(saveCalls(fetch)[0]?.[1]?.body))).toMatchObject({ baselineDays: -1, studyContact: 'x'.repeat(301) });
    // Correcting the field takes its message away.
    fireEvent.change(screen.getByLabelText('Başlangıç (gün)'), { target: { value: '7' } });
    expect(screen.queryByText('Gün sayısı 0 ile 365 arasında bir tam sayı olmalıdır')).toBeNull();
    expect(screen.getByText('İletişim bilgisi en fazla 300 karakterlik bir metin olmalıdır')).toBeTruthy();
  }, 30_000);

  it('explains the study start date', () => {
    renderTab();
    expect(screen.getByText(/müdahale içerikleri bu günden önce açılmaz/)).toBeTruthy();
  }, 30_000);
});
