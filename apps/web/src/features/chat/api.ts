import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  UNREAD_POLL_INTERVAL_MS,
  type ChatMessage,
  type ChatMessagesResponse,
  type ConversationsResponse,
  type DeleteConversationResponse,
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

/** Polled every 10 s as the spec says; the socket pushes changes in between. */
export const unreadQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: ({ signal }) => api<UnreadCountResponse>('/chat/unread-count', { signal }).then((a) => a.unreadCount),
  refetchInterval: UNREAD_POLL_INTERVAL_MS,
});

// ── cache updates shared by the mutations and the realtime events ─────────────────────────────

/** Adds a message where it belongs by time; the socket and the answer may both bring it. */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(message.userId), (old) => {
    if (!old || old.some((m) => m.id === message.id)) return old;
    return [...old, message].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  });
}

export function removeMessage(queryClient: QueryClient, userId: string, messageId: string): void {
  queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(userId), (old) => old?.filter((m) => m.id !== messageId));
}

export function clearConversation(queryClient: QueryClient, userId: string): void {
  queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(userId), (old) => (old ? [] : old));
}

// ── mutations ─────────────────────────────────────────────────────────────────────────────────

export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<SendChatMessageResponse>('/chat/messages', { method: 'POST', body: { text, userId } }).then((a) => a.chatMessage),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}

export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api<OkResponse>(`/chat/messages/${messageId}`, { method: 'DELETE' }),
    onSuccess: (_answer, messageId) => {
      removeMessage(queryClient, userId, messageId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<DeleteConversationResponse>(`/chat/conversations/${userId}`, { method: 'DELETE' }),
    onSuccess: (_answer, userId) => {
      clearConversation(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<OkResponse>('/chat/mark-all-read', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(chatKeys.unread, 0);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}
