import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessages } from '../../lib/realtime';
import { addMessage, chatKeys, clearConversation, removeMessage, setUnread } from './api';

const UNREAD_HASH = hashKey(chatKeys.unread);

/**
 * Keeps the chat queries in step with the realtime socket. Mounted once per signed-in tab (by
 * the bell, which the shell always shows). After every (re)connection everything chat is read
 * again (the unread count comes with `ready`), so nothing sent while the socket was down is missed.
 */
export function useChatRealtime(): void {
  const queryClient = useQueryClient();
  const refreshConversations = () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });

  useRealtimeMessages((message) => {
    switch (message.type) {
      case 'ready':
        // The unread count comes with `ready` (read after the socket receives events): only the
        // rest is read again. A server that could not read it leaves it out, and it is asked for.
        if (message.unreadCount === undefined) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        else {
          void setUnread(queryClient, message.unreadCount);
          void queryClient.invalidateQueries({ queryKey: chatKeys.all, predicate: (query) => query.queryHash !== UNREAD_HASH });
        }
        break;
      case 'chat.message.created':
        void addMessage(queryClient, message.message);
        refreshConversations();
        break;
      case 'chat.message.deleted':
        void removeMessage(queryClient, message.userId, message.messageId);
        refreshConversations();
        break;
      case 'chat.conversation.deleted':
        void clearConversation(queryClient, message.userId);
        refreshConversations();
        break;
      case 'chat.unread':
        void setUnread(queryClient, message.unreadCount);
        // An admin's per-conversation unread counts follow the shared one.
        refreshConversations();
        break;
      case 'chat.resync':
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(message.userId) });
        refreshConversations();
        break;
      default:
        break;
    }
  });
}
