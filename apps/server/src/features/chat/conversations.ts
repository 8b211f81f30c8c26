import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_MSG, type ConversationSummary } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import * as events from './events.js';
import { presentConversation } from './presenters.js';
import type { ChatContext } from './service.js';
import { EXPERT_TOTAL } from './unread-cache.js';

/**
 * The expert's inbox (admin "Messages tab"): one line per participant who has messages, with the
 * count, the unread count, a preview of the latest message and its time, latest conversation first.
 */
export async function listConversations(db: Database): Promise<ConversationSummary[]> {
  const stats = db
    .select({
      userId: messages.userId,
      messageCount: count().as('message_count'),
      unreadCount: sql<number>`(count(*) filter (where ${and(eq(messages.sender, 'user'), isNull(messages.readAt))}))::int`.as(
        'unread_count',
      ),
    })
    .from(messages)
    .groupBy(messages.userId)
    .as('stats');
  const latest = db
    .selectDistinctOn([messages.userId], { userId: messages.userId, lastText: messages.text, lastAt: messages.createdAt })
    .from(messages)
    .orderBy(messages.userId, desc(messages.createdAt), desc(messages.id))
    .as('latest');

  const rows = await db
    .select({
      userId: stats.userId,
      userName: users.name,
      userPhone: users.phone,
      messageCount: stats.messageCount,
      unreadCount: stats.unreadCount,
      lastText: latest.lastText,
      lastAt: latest.lastAt,
    })
    .from(stats)
    .innerJoin(latest, eq(latest.userId, stats.userId))
    .innerJoin(users, eq(users.id, stats.userId))
    .orderBy(desc(latest.lastAt));
  return rows.map(presentConversation);
}

/** Deletes a participant's whole conversation; 404 when there is no such participant. */
export async function deleteConversation(ctx: ChatContext, userId: string): Promise<number> {
  const [participant] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isAdmin, false)))
    .limit(1);
  if (!participant) throw notFound(CHAT_MSG.conversationNotFound);
  const deleted = await ctx.unread.cache.change(
    [userId, EXPERT_TOTAL],
    () =>
      ctx.db.delete(messages).where(eq(messages.userId, userId)).returning({ sender: messages.sender, readAt: messages.readAt }),
    // The participant's unread are the expert's lines, the expert total's are the participant's.
    (rows, key) => -rows.filter((row) => row.readAt === null && row.sender === (key === EXPERT_TOTAL ? 'user' : 'expert')).length,
  );
  await ctx.realtime.publish(await events.conversationDeleted(ctx, userId));
  return deleted.length;
}
