import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  compareIso,
  UNREAD_POLL_INTERVAL_MS,
  type ChatMessage,
  type ChatMessagesResponse,
  type ConversationsResponse,
  type DeleteConversationResponse,
  type MarkConversationReadResponse,
  type OkResponse,
  type SendChatMessageResponse,
  type UnreadCountResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';

/** Chat queries live under one key; a conversation is keyed by its participant's id. */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (userId: string) => ['chat', 'messages', userId] as const,
  conversations: ['chat', 'conversations'] as const,
  unread: ['chat', 'unread'] as const,
};

/** A participant reads their own conversation, an admin a participant's: both name it by id. */
export const messagesQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(userId),
    queryFn: ({ signal }) =>
      api<ChatMessagesResponse>(`/chat/messages?userId=${encodeURIComponent(userId)}`, { signal }).then((a) => a.messages),
  });

export const conversationsQuery = queryOptions({
  queryKey: chatKeys.conversations,
  queryFn: ({ signal }) => api<ConversationsResponse>('/chat/conversations', { signal }).then((a) => a.conversations),
});

/** Polled every 10 s (docs/product.md, "App shell"); the socket pushes changes in between. */
export const unreadQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: ({ signal }) => api<UnreadCountResponse>('/chat/unread-count', { signal }).then((a) => a.unreadCount),
  refetchInterval: UNREAD_POLL_INTERVAL_MS,
});

// ── cache updates shared by the mutations and the realtime events ─────────────────────────────

/**
 * Writes to a cached query without losing the write to a fetch already in flight. A refetch (the
 * socket's `ready` invalidates the chat queries) that started before a message was stored can land
 * after the send's answer and overwrite the list with an older one: so the fetch in flight is
 * cancelled first, the write applied, and the query read again — a fetch that starts now sees the
 * write, which the server has already committed. With nothing in flight the write is immediate.
 */
export function writeFresh<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (old: T | undefined) => T | undefined,
  options: { refetch?: boolean } = {},
): Promise<void> {
  const inFlight = queryClient.isFetching({ queryKey, exact: true }) > 0;
  if (!inFlight && !options.refetch) {
    queryClient.setQueryData<T>(queryKey, update);
    return Promise.resolve();
  }
  return queryClient.cancelQueries({ queryKey, exact: true }).then(() => {
    queryClient.setQueryData<T>(queryKey, update);
    void queryClient.invalidateQueries({ queryKey, exact: true });
  });
}

const insertByTime = (message: ChatMessage) => (old: ChatMessage[] | undefined) => {
  if (!old || old.some((m) => m.id === message.id)) return old;
  return [...old, message].sort((a, b) => compareIso(a.timestamp, b.timestamp));
};

/** Adds a message where it belongs by time; the socket and the answer may both bring it. */
export function addMessage(queryClient: QueryClient, message: ChatMessage, options?: { refetch?: boolean }): Promise<void> {
  return writeFresh(queryClient, chatKeys.messages(message.userId), insertByTime(message), options);
}

export function removeMessage(
  queryClient: QueryClient,
  userId: string,
  messageId: string,
  options?: { refetch?: boolean },
): Promise<void> {
  return writeFresh<ChatMessage[]>(
    queryClient,
    chatKeys.messages(userId),
    (old) => old?.filter((m) => m.id !== messageId),
    options,
  );
}

export function clearConversation(queryClient: QueryClient, userId: string): Promise<void> {
  return writeFresh<ChatMessage[]>(queryClient, chatKeys.messages(userId), (old) => (old ? [] : old));
}

/** Marks what the viewer received as read in the cached list (what the server has just done). */
export function markReceivedRead(queryClient: QueryClient, userId: string, received: ChatMessage['sender']): Promise<void> {
  const now = new Date().toISOString();
  return writeFresh<ChatMessage[]>(queryClient, chatKeys.messages(userId), (old) =>
    old?.map((m) => (m.sender === received && m.readAt === null ? { ...m, readAt: now } : m)),
  );
}

export function setUnread(queryClient: QueryClient, unreadCount: number): Promise<void> {
  return writeFresh<number>(queryClient, chatKeys.unread, () => unreadCount);
}

/** Cancels a conversation's fetch in flight before a write; tells whether one was cancelled. */
async function cancelMessages(queryClient: QueryClient, userId: string): Promise<{ cancelled: boolean }> {
  const queryKey = chatKeys.messages(userId);
  const cancelled = queryClient.isFetching({ queryKey, exact: true }) > 0;
  if (cancelled) await queryClient.cancelQueries({ queryKey, exact: true });
  return { cancelled };
}

// ── mutations ─────────────────────────────────────────────────────────────────────────────────

export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<SendChatMessageResponse>('/chat/messages', { method: 'POST', body: { text, userId } }).then((a) => a.chatMessage),
    // A fetch cancelled here is made again once the answer is in the cache (writeFresh).
    onMutate: () => cancelMessages(queryClient, userId),
    onSuccess: async (message, _text, context) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      await addMessage(queryClient, message, { refetch: context.cancelled });
    },
  });
}

export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api<OkResponse>(`/chat/messages/${messageId}`, { method: 'DELETE' }),
    onMutate: () => cancelMessages(queryClient, userId),
    onSuccess: async (_answer, messageId, context) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      await removeMessage(queryClient, userId, messageId, { refetch: context.cancelled });
    },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<DeleteConversationResponse>(`/chat/conversations/${userId}`, { method: 'DELETE' }),
    onSuccess: async (_answer, userId) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      await clearConversation(queryClient, userId);
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<OkResponse>('/chat/mark-all-read', { method: 'POST' }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      await setUnread(queryClient, 0);
    },
  });
}

/**
 * Viewing a conversation marks what the viewer received in it as read: the participant
 * on /support, the expert in the messages tab. The badge follows from the answer and the socket.
 */
export function useMarkConversationRead(userId: string, viewer: 'participant' | 'expert') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<MarkConversationReadResponse>('/chat/mark-read', { method: 'POST', body: { userId } }).then((a) => a.unreadCount),
    onSuccess: async (unreadCount) => {
      if (viewer === 'expert') void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      await Promise.all([
        setUnread(queryClient, unreadCount),
        markReceivedRead(queryClient, userId, viewer === 'participant' ? 'expert' : 'user'),
      ]);
    },
  });
}
