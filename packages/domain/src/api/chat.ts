import { z } from 'zod';
import { requiredTextField } from '../text.js';

/** Support chat contracts (docs/product.md, "Chat with the expert"). */

export const CHAT_SENDERS = ['user', 'expert'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** Expert replies are shown under this name, whichever admin wrote them. */
export const EXPERT_DISPLAY_NAME = 'Uzman';
/** The same bound as the `messages.text` column. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** A conversation shows at most its latest this many messages (far more than a study produces). */
export const CHAT_HISTORY_LIMIT = 500;
/** `receiverId` of the original `POST /chat/send-message` when a participant writes to the expert. */
export const CHAT_EXPERT_RECEIVER = 'admin';

export const CHAT_MSG = {
  textRequired: 'Mesaj boş olamaz',
  textTooLong: `Mesaj en fazla ${CHAT_MESSAGE_MAX_LENGTH} karakter olabilir`,
  userIdInvalid: 'Geçersiz kullanıcı kimliği',
  receiverInvalid: 'Geçersiz alıcı',
  userRequired: 'Konuşmanın ait olduğu kullanıcı seçilmelidir',
  conversationNotFound: 'Konuşma bulunamadı',
  messageNotFound: 'Mesaj bulunamadı',
  onlyOwnMessages: 'Yalnızca kendi mesajlarınızı silebilirsiniz',
  sent: 'Mesaj gönderildi',
  deleted: 'Mesaj silindi',
  conversationDeleted: 'Konuşma silindi',
  markedRead: 'Tüm mesajlar okundu olarak işaretlendi',
  conversationRead: 'Konuşma okundu olarak işaretlendi',
} as const;

/** Message text: cleaned and trimmed; blank or whitespace-only is refused. */
export const chatTextField = requiredTextField({
  max: CHAT_MESSAGE_MAX_LENGTH,
  multiline: true,
  requiredMessage: CHAT_MSG.textRequired,
  tooLongMessage: CHAT_MSG.textTooLong,
});

const userIdField = z.uuid({ error: CHAT_MSG.userIdInvalid });

export const chatMessageSchema = z.object({
  id: z.string(),
  /** The participant whose conversation this is, whoever wrote the message. */
  userId: z.string(),
  /** The participant's name for their own lines, 'Uzman' for the expert's. */
  userName: z.string(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  /** ISO 8601 instant of creation. */
  timestamp: z.string(),
  /** When the other side read it; null while unread. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /chat/messages`: a participant reads their own conversation; an admin names one with `userId`. */
export const chatMessagesQuerySchema = z.object({ userId: userIdField.optional() });
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(chatMessageSchema),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** `POST /chat/messages`: a participant writes into their own conversation; an admin into `userId`'s. */
export const sendChatMessageRequestSchema = z.object({ text: chatTextField, userId: userIdField.optional() });
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequestSchema>;

export const sendChatMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  chatMessage: chatMessageSchema,
});
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

/**
 * `POST /chat/send-message` as the original client sends it: `receiverId` is 'admin' when a
 * participant writes and the participant's id when the expert does; `message` is the text.
 */
export const legacySendMessageRequestSchema = z.object({
  receiverId: z.union([z.literal(CHAT_EXPERT_RECEIVER), z.uuid({ error: CHAT_MSG.receiverInvalid })], {
    error: CHAT_MSG.receiverInvalid,
  }),
  message: chatTextField,
});
export type LegacySendMessageRequest = z.input<typeof legacySendMessageRequestSchema>;

export const conversationParamsSchema = z.object({ userId: userIdField });

export const conversationSummarySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userPhone: z.string(),
  messageCount: z.number().int(),
  /** Messages of the participant the expert has not read yet. */
  unreadCount: z.number().int(),
  /** The latest message cut to CHAT_PREVIEW_LENGTH characters, with '…' when it was longer. */
  preview: z.string(),
  lastTimestamp: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(conversationSummarySchema),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

export const deleteConversationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deletedCount: z.number().int(),
});
export type DeleteConversationResponse = z.infer<typeof deleteConversationResponseSchema>;

/**
 * `POST /chat/mark-read`: viewing a conversation marks what the viewer received in it as read —
 * a participant their own conversation, an admin the participant named by `userId`.
 */
export const markConversationReadRequestSchema = z.object({ userId: userIdField.optional() });
export type MarkConversationReadRequest = z.infer<typeof markConversationReadRequestSchema>;

export const markConversationReadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The viewer's unread count afterwards (a participant's, or the admins' shared one). */
  unreadCount: z.number().int().min(0),
});
export type MarkConversationReadResponse = z.infer<typeof markConversationReadResponseSchema>;

export const unreadCountResponseSchema = z.object({ success: z.literal(true), unreadCount: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
