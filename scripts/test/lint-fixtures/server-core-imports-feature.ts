// Linted as apps/server/src/core/accounts/…: the account core depending on a feature.
import { conversationDeleted } from '../../features/chat/events.js';

export const dropConversation = conversationDeleted;
