import { useEffect, useState } from 'react';
import type { ChatMessage } from '@uyku/domain';
import { useMarkConversationRead } from './api';

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * While a conversation is on screen (and the tab visible), what the viewer received in it is
 * marked read: at once when it opens, and again when a new message from the other side arrives.
 */
export function useMarkReadWhileViewing(userId: string, viewer: 'participant' | 'expert', messages: ChatMessage[] | undefined) {
  const markRead = useMarkConversationRead(userId, viewer);
  const [visible, setVisible] = useState(isVisible);
  const received = viewer === 'participant' ? 'expert' : 'user';
  // The newest unread message from the other side: a change means something new to mark.
  const newestUnread = messages?.findLast((m) => m.sender === received && m.readAt === null)?.id;
  const { mutate } = markRead;

  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    // A failed mark-read is only logged; the next message or visit tries again.
    if (newestUnread && visible) mutate();
  }, [newestUnread, visible, mutate]);
}
