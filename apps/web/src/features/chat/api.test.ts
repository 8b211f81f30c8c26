import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@uyku/domain';
import { addMessage, chatKeys, clearConversation, removeMessage } from './api';

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
