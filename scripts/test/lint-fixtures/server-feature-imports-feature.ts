// Linted as apps/server/src/features/admin/…: the admin feature calling into the chat feature.
import { conversationDeleted } from '../chat/events.js';

export const dropConversation = conversationDeleted;
