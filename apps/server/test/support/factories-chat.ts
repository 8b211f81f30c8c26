import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '@uyku/domain';
import type { Database } from '../../src/db/client.js';
import { messages, type MessageRow } from '../../src/db/schema/index.js';
import { call } from './helpers.js';

/** Chat data for tests: messages written straight into the table, or sent through the API. */

export async function insertMessage(
  db: Database,
  fields: { userId: string; sender?: 'user' | 'expert'; text?: string; createdAt?: Date; readAt?: Date | null },
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ sender: 'user', text: 'Merhaba, uykumla ilgili bir sorum var.', ...fields })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

export async function messagesOf(db: Database, userId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.userId, userId));
}

/** Sends through POST /api/chat/messages and returns the stored message; fails the test otherwise. */
export async function sendThroughApi(
  app: FastifyInstance,
  token: string,
  body: { text: string; userId?: string },
): Promise<ChatMessage> {
  const response = await call(app, 'POST', '/api/chat/messages', { token, body });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { chatMessage: ChatMessage }).chatMessage;
}

export async function unreadOf(app: FastifyInstance, token: string): Promise<number> {
  const response = await call(app, 'GET', '/api/chat/unread-count', { token });
  if (response.statusCode !== 200) throw new Error(`unread failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { unreadCount: number }).unreadCount;
}
