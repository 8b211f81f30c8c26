import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { realtimeEventSchema, type RealtimeEvent } from '@uyku/domain';
import type { DatabaseHandle } from '../db/client.js';
import type { Audience } from './hub.js';

/**
 * The cross-instance bus: every instance publishes with NOTIFY and LISTENs on one channel, and
 * delivers what arrives to its own sockets — including what it published itself, so one code path
 * serves one process (PGlite) and many (PostgreSQL). NOTIFY is sent after the data is committed,
 * so a client that refetches on an event always finds the row.
 */
export const REALTIME_CHANNEL = 'uyku_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_NOTIFY_BYTES = 7_900;

export interface Delivery {
  to: Audience;
  event: RealtimeEvent;
}

/**
 * On the wire a delivery names the instance that published it, so that instance can tell its own
 * changes (already applied to its memory, e.g. the unread counts) from another instance's.
 */
export interface WireDelivery extends Delivery {
  origin?: string | undefined;
}

/** What travels in a NOTIFY payload: a batch, so one change costs one round trip. */
const wireSchema = z.array(
  z.object({
    to: z.object({ userId: z.string().optional(), admins: z.boolean().optional() }),
    event: realtimeEventSchema,
    origin: z.string().max(32).optional(),
  }),
);

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** An event too large for NOTIFY becomes a "read it again" for its conversation. */
function shrink(delivery: WireDelivery): WireDelivery | null {
  const { event } = delivery;
  if (event.type === 'chat.message.created') {
    return { ...delivery, event: { type: 'chat.resync', userId: event.message.userId } };
  }
  return null;
}

/** Splits deliveries into payloads under the NOTIFY limit, in order. */
export function encodeBatches(deliveries: WireDelivery[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  const flush = () => {
    if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
    batch = [];
    size = 2;
  };
  for (const delivery of deliveries) {
    let item = JSON.stringify(delivery);
    if (byteLength(item) + 2 > MAX_NOTIFY_BYTES) {
      const smaller = shrink(delivery);
      if (!smaller) throw new Error(`realtime event ${delivery.event.type} is too large for NOTIFY`);
      item = JSON.stringify(smaller);
    }
    const itemSize = byteLength(item) + 1;
    if (size + itemSize > MAX_NOTIFY_BYTES) flush();
    batch.push(item);
    size += itemSize;
  }
  flush();
  return payloads;
}

export function decodeBatch(payload: string): WireDelivery[] | null {
  try {
    const parsed = wireSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The study settings row changed; its text is also in migration 0036's trigger. */
export const SETTINGS_CHANGED = 'settings.changed';

/**
 * Notices between instances that no client sees: a session ended (every instance closes the
 * sockets signed in with it at once), or an account's access changed (every instance re-reads the
 * sessions of that account's sockets), or the study settings changed (every instance forgets the row
 * it cached). Sent as an object; event batches are arrays.
 */
export const busNoticeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.revoked'),
    userId: z.string(),
    /** Only this session ended (sign-out). */
    tokenHash: z.string().optional(),
    /** Every session but this one ended (a password change keeps the session making it). */
    exceptTokenHash: z.string().optional(),
  }),
  z.object({ type: z.literal('access.changed'), userId: z.string() }),
  /** Sent by the database itself: a trigger on `study_settings` (migration 0036). */
  z.object({ type: z.literal(SETTINGS_CHANGED) }),
]);
export type BusNotice = z.infer<typeof busNoticeSchema>;

export function decodeNotice(payload: string): BusNotice | null {
  try {
    const parsed = busNoticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RealtimeBus {
  publish(deliveries: Delivery[]): Promise<void>;
  notify(notice: BusNotice): Promise<void>;
  stop(): Promise<void>;
}

export async function startBus(
  database: DatabaseHandle,
  /** `own`: this instance published it. */
  onDelivery: (delivery: Delivery, own: boolean) => void,
  onMalformed: (payload: string) => void,
  /** The LISTEN connection was replaced: events may have been missed. */
  onGap: () => void = () => undefined,
  onNotice: (notice: BusNotice) => void = () => undefined,
): Promise<RealtimeBus> {
  // This instance's name on the wire; a restarted process is a new instance with empty memory.
  const origin = randomBytes(9).toString('base64url');
  const unlisten = await database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      if (payload.startsWith('{')) {
        const notice = decodeNotice(payload);
        return notice ? onNotice(notice) : onMalformed(payload);
      }
      const deliveries = decodeBatch(payload);
      if (!deliveries) return onMalformed(payload);
      for (const { origin: from, ...delivery } of deliveries) onDelivery(delivery, from === origin);
    },
    { onReconnect: onGap },
  );
  return {
    async publish(deliveries) {
      for (const payload of encodeBatches(deliveries.map((delivery) => ({ ...delivery, origin }))))
        await database.notify(REALTIME_CHANNEL, payload);
    },
    async notify(notice) {
      await database.notify(REALTIME_CHANNEL, JSON.stringify(notice));
    },
    stop: unlisten,
  };
}
