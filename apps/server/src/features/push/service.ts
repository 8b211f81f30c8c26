import { and, eq, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { CLOCK_TIME, clockMinutes, PUSH_MSG, STUDY_TIME_ZONE, todayInStudyZone, type PushSubscribeRequest } from '@uyku/domain';
import type { VapidKeys } from '../../config.js';
import type { Database } from '../../db/client.js';
import { pushReminders, pushSubscriptions, sleepSessions, users } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { sendReminderPush, type StoredSubscription } from './sender.js';

export interface PushContext {
  db: Database;
  now: () => Date;
  keys: VapidKeys;
  subject: string;
  allowLoopbackHttp: boolean;
  /** Replaceable in tests of what is sent to whom; the real one speaks to push services. */
  send?: (subscription: StoredSubscription) => Promise<number>;
  /** Failures without personal data: the status or error class only. */
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** A reminder goes out from its time until this much later (a restarted server still sends it). */
export const REMINDER_WINDOW_MINUTES = 120;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function checkEndpoint(ctx: PushContext, endpoint: string): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(PUSH_MSG.endpointInvalid);
  }
  if (url.protocol === 'https:') return;
  if (ctx.allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return;
  throw badRequest(PUSH_MSG.endpointInvalid);
}

/** Saves this device's subscription; an endpoint seen before (another account on the same browser) moves to the caller. */
export async function subscribe(ctx: PushContext, userId: string, body: PushSubscribeRequest): Promise<void> {
  checkEndpoint(ctx, body.endpoint);
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: sql`now()` },
    });
}

export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function setReminderTime(db: Database, userId: string, time: string | null): Promise<void> {
  if (time === null) {
    await db.delete(pushReminders).where(eq(pushReminders.userId, userId));
    return;
  }
  await db
    .insert(pushReminders)
    .values({ userId, reminderTime: time })
    .onConflictDoUpdate({ target: pushReminders.userId, set: { reminderTime: time, updatedAt: sql`now()` } });
}

export async function readSettings(
  db: Database,
  userId: string,
): Promise<{ reminderTime: string | null; subscriptions: number }> {
  const [reminder] = await db
    .select({ time: pushReminders.reminderTime })
    .from(pushReminders)
    .where(eq(pushReminders.userId, userId));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { reminderTime: reminder?.time ?? null, subscriptions: count?.n ?? 0 };
}

/** HH:MM of `now` in Europe/Istanbul. */
function studyClock(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STUDY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  if (!CLOCK_TIME.test(parts)) throw new Error('unexpected clock format');
  return parts;
}

const asClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Sends this morning's reminders that are due: the participant's time has come (within the
 * window), none went out today, and last night has no diary entry (an entry carries today's
 * study-zone date, as in the in-app reminder). Each reminder is claimed by one UPDATE before it is
 * sent, so instances sharing a database never send it twice. Answers how many pushes were sent.
 */
export async function sendDueReminders(ctx: PushContext): Promise<number> {
  const now = ctx.now();
  const today = todayInStudyZone(now);
  const clock = studyClock(now);
  // Times as HH:MM compare as strings; the window does not reach back over midnight (a morning reminder).
  const windowStart = asClock(Math.max(0, clockMinutes(clock) - REMINDER_WINDOW_MINUTES));
  const claimed = await ctx.db
    .update(pushReminders)
    .set({ lastSentOn: today })
    .where(
      and(
        lte(pushReminders.reminderTime, clock),
        gte(pushReminders.reminderTime, windowStart),
        or(isNull(pushReminders.lastSentOn), lt(pushReminders.lastSentOn, today)),
        // Approved participants only: an admin or a withdrawn approval gets nothing.
        inArray(
          pushReminders.userId,
          ctx.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.isAdmin, false), eq(users.isApproved, true))),
        ),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(sleepSessions)
            .where(and(eq(sleepSessions.userId, pushReminders.userId), eq(sleepSessions.sleepDate, today))),
        ),
      ),
    )
    .returning({ userId: pushReminders.userId });
  if (claimed.length === 0) return 0;

  const targets = await ctx.db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        claimed.map((row) => row.userId),
      ),
    );
  const send = ctx.send ?? ((subscription: StoredSubscription) => sendReminderPush(subscription, ctx.keys, ctx.subject));
  let sent = 0;
  for (const target of targets) {
    try {
      const status = await send(target);
      if (status === 404 || status === 410) {
        // The browser dropped the subscription (RFC 8030 §7.3): forget it.
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      } else if (status >= 200 && status < 300) {
        sent += 1;
      } else {
        ctx.warn({ status }, 'push service refused a reminder');
      }
    } catch (error) {
      ctx.warn({ errorName: (error as Error).name }, 'push reminder could not be sent');
    }
  }
  return sent;
}
