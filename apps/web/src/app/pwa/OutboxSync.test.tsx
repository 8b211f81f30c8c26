import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { SessionProvider } from '../../lib/session-context';
import { OutboxSync } from './OutboxSync';
import { renderWithProviders } from '../../test/render';
import { testUser } from '../../test/session-user';

const outboxModule = vi.hoisted(() => {
  const stopTriggers = vi.fn();
  return {
    stopTriggers,
    startOutboxTriggers: vi.fn(() => stopTriggers),
    outbox: { onSent: vi.fn(() => () => undefined) },
  };
});
// The outbox's chunk is the part whose loading is under test: a stand-in records when it starts.
vi.mock('../../lib/outbox', () => outboxModule);

const user = testUser();

function renderSync() {
  return renderWithProviders(
    <SessionProvider>
      <OutboxSync />
    </SessionProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.clearAllMocks();
});

describe('OutboxSync', () => {
  it('starts nothing while signed out (the sign-in screen), and the outbox once an account signs in', async () => {
    renderSync();
    // Let a load that should not happen have its chance.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(outboxModule.startOutboxTriggers).not.toHaveBeenCalled();

    act(() => sessionStore.signIn(user, 't'));
    await waitFor(() => expect(outboxModule.startOutboxTriggers).toHaveBeenCalledTimes(1));
    expect(outboxModule.stopTriggers).not.toHaveBeenCalled();
  });

  it('starts at once for a signed-in start, and stops on signing out', async () => {
    sessionStore.signIn(user, 't');
    renderSync();
    await waitFor(() => expect(outboxModule.startOutboxTriggers).toHaveBeenCalledTimes(1));

    act(() => sessionStore.clear());
    expect(outboxModule.stopTriggers).toHaveBeenCalledTimes(1);
  });
});
