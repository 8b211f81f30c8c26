import { useQuery } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import type { RealtimeServerMessage } from '@uyku/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { chatKeys } from './api';
import { useChatRealtime } from './useChatRealtime';

// The socket stands aside: the test hands the hook its messages as the socket would.
const listeners: ((message: RealtimeServerMessage) => void)[] = [];
vi.mock('../../lib/realtime', () => ({
  useRealtimeMessages: (listener: (message: RealtimeServerMessage) => void) => void listeners.push(listener),
}));

afterEach(() => {
  cleanup();
  listeners.length = 0;
});

const PARTICIPANT = 'participant-1';

/** The bell's count and the open conversation, each counting how often it was read. */
function setUp() {
  const reads = { unread: 0, messages: 0 };
  function Reader() {
    useChatRealtime();
    useQuery({ queryKey: chatKeys.unread, queryFn: () => ((reads.unread += 1), 1) });
    useQuery({ queryKey: chatKeys.messages(PARTICIPANT), queryFn: () => ((reads.messages += 1), []) });
    return null;
  }
  const client = testQueryClient();
  renderWithProviders(<Reader />, { client });
  const deliver = (message: RealtimeServerMessage) => act(() => listeners.at(-1)?.(message));
  return { client, reads, deliver };
}

describe('the chat after the socket is ready', () => {
  it('takes the unread count from `ready` and reads only the rest again', async () => {
    const { client, reads, deliver } = setUp();
    await waitFor(() => expect(reads).toEqual({ unread: 1, messages: 1 }));

    deliver({ type: 'ready', userId: PARTICIPANT, isAdmin: false, unreadCount: 4 });

    await waitFor(() => expect(reads.messages).toBe(2));
    expect(client.getQueryData(chatKeys.unread)).toBe(4);
    expect(reads.unread).toBe(1);
  });

  it('asks for the unread count when `ready` comes without it', async () => {
    const { reads, deliver } = setUp();
    await waitFor(() => expect(reads).toEqual({ unread: 1, messages: 1 }));

    deliver({ type: 'ready', userId: PARTICIPANT, isAdmin: false });

    await waitFor(() => expect(reads).toEqual({ unread: 2, messages: 2 }));
  });
});
