import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@uyku/domain';
import { addMessage, chatKeys, clearConversation, messagesQuery, removeMessage, setUnread } from './api';

const message = (id: string, timestamp: string, userId = 'u1'): ChatMessage => ({
  id,
  userId,
  userName: 'Ayşe',
  sender: 'user',
  text: `mesaj ${id}`,
  timestamp,
  readAt: null,
});

describe('chat cache updates', () => {
  it('adds a message once, in time order, whether the answer or the socket brings it first', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages('u1'), [message('a', '2025-10-08T10:00:00.000Z')]);
    const late = message('c', '2025-10-08T10:02:00.000Z');
    addMessage(client, late);
    addMessage(client, message('b', '2025-10-08T10:01:00.000Z'));
    addMessage(client, late);
    expect(client.getQueryData<ChatMessage[]>(chatKeys.messages('u1'))?.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves conversations that were never loaded alone', () => {
    const client = new QueryClient();
    addMessage(client, message('x', '2025-10-08T10:00:00.000Z', 'u2'));
    clearConversation(client, 'u2');
    expect(client.getQueryData(chatKeys.messages('u2'))).toBeUndefined();
  });

  it('removes one message, or empties the whole conversation', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages('u1'), [
      message('a', '2025-10-08T10:00:00.000Z'),
      message('b', '2025-10-08T10:01:00.000Z'),
    ]);
    removeMessage(client, 'u1', 'a');
    expect(client.getQueryData<ChatMessage[]>(chatKeys.messages('u1'))?.map((m) => m.id)).toEqual(['b']);
    clearConversation(client, 'u1');
    expect(client.getQueryData(chatKeys.messages('u1'))).toEqual([]);
  });
});

/**
 * A stand-in for the server's GET /chat/messages whose answers the test releases one by one: each
 * fetch answers what the server held when the fetch started, as a real read would.
 */
function heldServer(initial: ChatMessage[]) {
  let stored = initial;
  const pending: Array<() => void> = [];
  return {
    store: (next: ChatMessage[]) => {
      stored = next;
    },
    queryFn: () => {
      const snapshot = stored;
      return new Promise<ChatMessage[]>((resolve) => pending.push(() => resolve(snapshot)));
    },
    /** Answers the oldest fetch still waiting. */
    release: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    waiting: () => pending.length,
  };
}

describe('a write never loses to a fetch that started before it', () => {
  it('keeps a sent message when the socket’s `ready` refetch answers after the send', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = heldServer([]);
    const observer = new QueryObserver(client, { ...messagesQuery('u1'), queryFn: server.queryFn });
    const seen: Array<ChatMessage[] | undefined> = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    // /support opens: the conversation is empty.
    await server.release();
    expect(client.getQueryData(chatKeys.messages('u1'))).toEqual([]);

    // The socket's `ready` refetches before the message is stored, and that read is held open.
    void client.invalidateQueries({ queryKey: chatKeys.all });
    expect(server.waiting()).toBe(1);

    // The send answers: the message is stored and put in the cache.
    const sent = message('m1', '2025-10-08T10:00:00.000Z');
    server.store([sent]);
    const written = addMessage(client, sent);
    await written;
    const afterSend = seen.length;
    expect(client.getQueryData<ChatMessage[]>(chatKeys.messages('u1'))?.map((m) => m.id)).toEqual(['m1']);

    // The stale read answers now (the empty list), then the read made after the write.
    while (server.waiting() > 0) await server.release();

    expect(client.getQueryData<ChatMessage[]>(chatKeys.messages('u1'))?.map((m) => m.id)).toEqual(['m1']);
    // Never again empty after the send: 'Henüz mesaj yok' does not come back.
    expect(seen.slice(afterSend).every((data) => data?.some((m) => m.id === 'm1'))).toBe(true);
    unsubscribe();
  });

  it('keeps a deletion when a read that still holds the message answers after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const kept = message('a', '2025-10-08T10:00:00.000Z');
    const gone = message('b', '2025-10-08T10:01:00.000Z');
    const server = heldServer([kept, gone]);
    const observer = new QueryObserver(client, { ...messagesQuery('u1'), queryFn: server.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await server.release();

    void client.invalidateQueries({ queryKey: chatKeys.all });
    server.store([kept]);
    await removeMessage(client, 'u1', 'b');
    while (server.waiting() > 0) await server.release();

    expect(client.getQueryData<ChatMessage[]>(chatKeys.messages('u1'))?.map((m) => m.id)).toEqual(['a']);
    unsubscribe();
  });

  it('keeps a pushed unread count over a poll that started before it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (count: number) => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: chatKeys.unread,
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    // A poll is in flight when the socket pushes 0; it answers the old count afterwards.
    const stale = answer;
    await setUnread(client, 0);
    stale(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(chatKeys.unread)).toBe(0);
    unsubscribe();
  });
});
