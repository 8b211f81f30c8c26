import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { announceOpenSession } from './open-session-events';
import { keepsOpenSessions, useOpenSessionPending } from './open-session-pending';
import { closeOpenSession, keepOpenSession, type OpenSession } from './open-sessions';

const session: OpenSession = {
  id: 's1',
  contentType: 'relaxation',
  itemId: 'box-1',
  itemName: 'Kutu Nefesi',
  before: 72,
  startedAt: 1,
  lastSeenAt: 2,
  heardSeconds: 30,
};

beforeEach(() => localStorage.clear());

describe('whether the open-session question has something to ask', () => {
  it('follows the sessions kept on the device, per account', () => {
    expect(keepsOpenSessions('u1')).toBe(false);
    keepOpenSession('u1', session);
    expect(keepsOpenSessions('u1')).toBe(true);
    expect(keepsOpenSessions('u2')).toBe(false);
    closeOpenSession('u1', 's1');
    expect(keepsOpenSessions('u1')).toBe(false);
  });

  it('is pending at the start when a session is kept, and once one is left open later', () => {
    keepOpenSession('u1', session);
    expect(renderHook(() => useOpenSessionPending('u1')).result.current).toBe(true);

    const later = renderHook(() => useOpenSessionPending('u2'));
    expect(later.result.current).toBe(false);
    act(() => announceOpenSession());
    expect(later.result.current).toBe(true);
  });
});
