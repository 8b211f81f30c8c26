import { CHAT_PREVIEW_LENGTH, EXPERT_DISPLAY_NAME, type ChatMessage, type ConversationSummary } from '@uyku/domain';
import type { MessageRow } from '../../db/schema/index.js';

/** What a chat client learns about a message: never which admin wrote an expert reply. */
export function presentMessage(
  row: Pick<MessageRow, 'id' | 'userId' | 'sender' | 'text' | 'createdAt' | 'readAt'>,
  participantName: string,
): ChatMessage {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.sender === 'expert' ? EXPERT_DISPLAY_NAME : participantName,
    sender: row.sender,
    text: row.text,
    timestamp: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** The 50-character preview of the messages tab; an ellipsis tells the expert there is more. */
export function previewOf(text: string): string {
  const chars = Array.from(text);
  return chars.length > CHAT_PREVIEW_LENGTH ? `${chars.slice(0, CHAT_PREVIEW_LENGTH).join('')}…` : text;
}

export function presentConversation(row: {
  userId: string;
  userName: string;
  userPhone: string;
  messageCount: number;
  unreadCount: number;
  lastText: string;
  lastAt: Date;
}): ConversationSummary {
  return {
    userId: row.userId,
    userName: row.userName,
    userPhone: row.userPhone,
    messageCount: row.messageCount,
    unreadCount: row.unreadCount,
    preview: previewOf(row.lastText),
    lastTimestamp: row.lastAt.toISOString(),
  };
}
