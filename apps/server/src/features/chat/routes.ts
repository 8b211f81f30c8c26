import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MSG,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  conversationParamsSchema,
  conversationsResponseSchema,
  deleteConversationResponseSchema,
  idParamsSchema,
  legacySendMessageRequestSchema,
  markConversationReadRequestSchema,
  markConversationReadResponseSchema,
  okResponseSchema,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
  unreadCountResponseSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { deleteConversation, listConversations } from './conversations.js';
import {
  deleteMessage,
  legacyTarget,
  listMessages,
  markAllRead,
  markConversationRead,
  sendMessage,
  type ChatContext,
} from './service.js';
import { unreadCountFor } from './unread.js';

/** Support chat API (docs/product.md, "Chat with the expert"). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ChatContext = { db: app.db, realtime: app.realtime, unread: app.unread };
  const signedIn = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  // The bell's count travels with each socket's `ready`: a client (re)connecting need not ask for it
  // again, and it is read after the socket receives events, so no change falls between the two.
  app.realtime.addReadyDetail(async ({ userId, isAdmin }) => ({
    unreadCount: await unreadCountFor(ctx, { id: userId, isAdmin }),
  }));

  app.get(
    '/messages',
    { schema: { querystring: chatMessagesQuerySchema, response: { 200: chatMessagesResponseSchema } }, config: signedIn },
    async (request) => ({
      success: true as const,
      messages: await listMessages(app.db, requireUser(request), request.query.userId),
    }),
  );

  app.post(
    '/messages',
    { schema: { body: sendChatMessageRequestSchema, response: { 201: sendChatMessageResponseSchema } }, config: signedIn },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: CHAT_MSG.sent,
        chatMessage: await sendMessage(ctx, requireUser(request), request.body),
      }),
  );

  app.delete(
    '/messages/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: signedIn },
    async (request) => {
      await deleteMessage(ctx, requireUser(request), request.params.id);
      return { success: true as const, message: CHAT_MSG.deleted };
    },
  );

  app.get('/conversations', { schema: { response: { 200: conversationsResponseSchema } }, config: admin }, async () => ({
    success: true as const,
    conversations: await listConversations(app.db),
  }));

  app.delete(
    '/conversations/:userId',
    { schema: { params: conversationParamsSchema, response: { 200: deleteConversationResponseSchema } }, config: admin },
    async (request) => ({
      success: true as const,
      message: CHAT_MSG.conversationDeleted,
      deletedCount: await deleteConversation(ctx, request.params.userId),
    }),
  );

  app.get('/unread-count', { schema: { response: { 200: unreadCountResponseSchema } }, config: signedIn }, async (request) => ({
    success: true as const,
    unreadCount: await unreadCountFor(ctx, requireUser(request)),
  }));

  app.post('/mark-all-read', { schema: { response: { 200: okResponseSchema } }, config: signedIn }, async (request) => {
    await markAllRead(ctx, requireUser(request));
    return { success: true as const, message: CHAT_MSG.markedRead };
  });

  app.post(
    '/mark-read',
    {
      schema: { body: markConversationReadRequestSchema, response: { 200: markConversationReadResponseSchema } },
      config: signedIn,
    },
    async (request) => ({
      success: true as const,
      message: CHAT_MSG.conversationRead,
      unreadCount: await markConversationRead(ctx, requireUser(request), request.body.userId),
    }),
  );

  // The original notification call, kept for clients written against it: here it stores the message
  // exactly like POST /messages (a client calls one or the other, never both).
  app.post(
    '/send-message',
    { schema: { body: legacySendMessageRequestSchema, response: { 201: sendChatMessageResponseSchema } }, config: signedIn },
    async (request, reply) => {
      const actor = requireUser(request);
      const userId = legacyTarget(actor, request.body.receiverId);
      return reply.status(201).send({
        success: true as const,
        message: CHAT_MSG.sent,
        chatMessage: await sendMessage(ctx, actor, { text: request.body.message, userId }),
      });
    },
  );
};
