import { cleanup, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NightSummary } from '@uyku/domain';
import { NightCard } from '../../features/sleep/NightCard';
import { chatKeys } from '../../features/chat/api';
import { UnreadBell } from '../../features/chat/UnreadBell';
import { sessionStore } from '../../lib/session';
import { SessionProvider } from '../../lib/session-context';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { testUser } from '../../test/session-user';
import { ColorSchemeMenu } from '../color-scheme/ColorSchemeMenu';
import { AdminWaitingBell } from './AdminWaitingBell';

vi.mock('../../lib/realtime', () => ({ useRealtimeMessages: () => undefined }));

beforeEach(() => sessionStore.signIn(testUser({ userId: 'p-1' }), 't'));
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

/**
 * The phases of every commit while `ui` mounts. A component that sets state while its commit runs
 * (MUI's Tooltip does, from its child's ref) adds a `nested-update` commit, and React runs every
 * pending effect of the page before it, in the same task (docs/decisions/043-icon-buttons-named-by-title.md).
 */
function mountPhases(ui: ReactNode): string[] {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
  const client = testQueryClient();
  client.setQueryData(chatKeys.unread, 3);
  client.setQueryData(['admin', 'waiting'], { approvals: 1, passwordResets: 0, videoCalls: 0, alerts: 0 });
  renderWithProviders(
    <SessionProvider>
      <Profiler id="icon-buttons" onRender={onRender}>
        {ui}
      </Profiler>
    </SessionProvider>,
    { client },
  );
  return phases;
}

describe('icon buttons that a start draws mount in one commit, named by the browser’s own tooltip', () => {
  it('the top bar’s scheme button and bells', () => {
    const phases = mountPhases(
      <>
        <ColorSchemeMenu />
        <AdminWaitingBell />
        <UnreadBell />
      </>,
    );
    expect(phases).toEqual(['mount']);
    for (const name of ['Görünüm', 'Bekleyen işler: 1', 'Mesajlar: 3 okunmamış']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('title')).toBe(name);
    }
  });

  it('a night’s edit and delete buttons', () => {
    const night: NightSummary = {
      id: 'n-1',
      sleep_date: '2026-11-30',
      sleep_duration: 400,
      deep_sleep_duration: 0,
      rem_duration: 0,
      light_sleep_duration: 0,
      sleep_quality: 7,
      notes: '',
      time_in_bed: 480,
      sleep_onset_latency: 20,
      sleep_efficiency: 83.3,
      tst_source: 'clock',
      terminal_wakefulness: 0,
      study_day: 3,
      phase: 'baseline',
      study_length: 42,
    };
    const phases = mountPhases(<NightCard session={night} onEdit={() => undefined} onDelete={() => undefined} />);
    expect(phases).toEqual(['mount']);
    const edit = screen.getByRole('button', { name: /^Düzenle: / });
    expect(edit.getAttribute('title')).toBe(edit.getAttribute('aria-label'));
  });
});
