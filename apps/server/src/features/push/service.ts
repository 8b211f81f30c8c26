import { and, desc, eq, gte, inArray, isNull, lt, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import {
  CLOCK_TIME,
  clockMinutes,
  PUSH_MSG,
  PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
  STUDY_TIME_ZONE,
  todayInStudyZone,
  type PushSubscribeRequest,
} from '@uyku/domain';
import type { VapidKeys } from '../../config.js';
import type { Database } from '../../db/client.js';
import { pushReminders, pushSubscriptions, reminderLog, nights, users, type ReminderOutcome } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { accountMayActSql } from '../../lib/access-rules.js';
import { checkEndpoint, type EndpointPolicy, type EndpointRefusal } from './endpoint.js';
import { PushRefusedError } from './resolve.js';
import { sendReminderPush, systemNetwork, type PushNetwork } from './sender.js';
import { inTransaction } from '../../db/transaction.js';

export interface PushContext {
  db: Database;
  now: () => Date;
  keys: VapidKeys;
  subject: string;
  /** Which endpoints may be stored and contacted (endpoint.ts). */
  endpoints: EndpointPolicy;
  /** The resolver and transport; tests replace them, the default speaks to the push services. */
  network?: Partial<PushNetwork>;
  /** Failures without personal data: a reason code, status or error class only, never the endpoint. */
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** A reminder goes out from its time until this much later (a restarted server still sends it). */
export const REMINDER_WINDOW_MINUTES = 120;

/** The participant's message for a refused endpoint: an unknown push service is named as such. */
const refusalMessage = (reason: EndpointRefusal) =>
  reason === 'host-not-allowed' ? PUSH_MSG.endpointUnsupported : PUSH_MSG.endpointInvalid;

/**
 * Saves this device's subscription; an endpoint seen before (another account on the same browser)
 * moves to the caller. An account keeps at most PUSH_SUBSCRIPTIONS_PER_ACCOUNT: the oldest go. The
 * account's row is locked first, so concurrent subscribes of one account take turns and cannot
 * together leave more than the cap (FOR NO KEY UPDATE: other tables' inserts referencing the
 * account are not held up).
 */
export async function subscribe(ctx: PushContext, userId: string, body: PushSubscribeRequest): Promise<void> {
  const checked = checkEndpoint(body.endpoint, ctx.endpoints);
  if (!checked.ok) throw badRequest(refusalMessage(checked.reason));
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await inTransaction(ctx.db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: sql`now()` },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
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
        // Participants under the account rules of the HTTP data routes (lib/access-rules.ts):
        // anyone else could not open the diary the reminder points to.
        inArray(
          pushReminders.userId,
          ctx.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.isAdmin, false), accountMayActSql())),
        ),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(nights)
            .where(and(eq(nights.userId, pushReminders.userId), eq(nights.sleepDate, today))),
        ),
      ),
    )
    .returning({ userId: pushReminders.userId, reminderTime: pushReminders.reminderTime });
  if (claimed.length === 0) return 0;

  const targets = await ctx.db
    .select({
      userId: pushSubscriptions.userId,
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
  const network: PushNetwork = {
    lookup: ctx.network?.lookup ?? systemNetwork.lookup,
    transport: ctx.network?.transport ?? systemNetwork.transport,
  };
  const vapid = { keys: ctx.keys, subject: ctx.subject };
  let sent = 0;
  const delivered = new Map<string, number>();
  for (const target of targets) {
    if (await deliver(ctx, target.id, () => sendReminderPush(target, vapid, ctx.endpoints, network))) {
      sent += 1;
      delivered.set(target.userId, (delivered.get(target.userId) ?? 0) + 1);
    }
  }
  // The compliance log (reminders.csv): one row per participant and morning, whatever became of it.
  await ctx.db.insert(reminderLog).values(
    claimed.map((row) => {
      const devices = targets.filter((target) => target.userId === row.userId).length;
      const reached = delivered.get(row.userId) ?? 0;
      const outcome: ReminderOutcome = devices === 0 ? 'no_device' : reached > 0 ? 'sent' : 'failed';
      return { userId: row.userId, reminderDate: today, scheduledTime: row.reminderTime, attemptedAt: now, devices, delivered: reached, outcome };
    }),
  );
  return sent;
}

/**
 * One push and what follows from its answer. The participant learns only one thing from it: a
 * push service that answers 404 or 410 (RFC 8030 §7.3: the browser dropped the subscription) makes
 * the subscription go, which the count of GET /api/push shows. Every other outcome — a refused
 * endpoint, a DNS or network error, a timeout, any other status — changes nothing the participant
 * can read: it is logged as a code, and the sweep runs apart from any request, so neither its
 * answers nor its timing reach a response. Only push services' hosts on public addresses are ever
 * contacted, so even the 404/410 signal speaks of a push service, not of the deployment's network.
 */
async function deliver(ctx: PushContext, subscriptionId: string, send: () => Promise<number>): Promise<boolean> {
  try {
    const status = await send();
    if (status === 404 || status === 410) {
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      return false;
    }
    if (status >= 200 && status < 300) return true;
    ctx.warn({ status }, 'push service refused a reminder');
  } catch (error) {
    if (error instanceof PushRefusedError) {
      ctx.warn({ reason: error.reason, rule: error.rule }, 'push endpoint refused, not contacted');
    } else {
      ctx.warn({ errorName: (error as Error).name }, 'push reminder could not be sent');
    }
  }
  return false;
}
