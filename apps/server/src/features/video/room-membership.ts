/** The two people a room joins, fixed when the admin accepts the call. */
export interface RoomMembers {
  participantId: string;
  adminId: string;
}

export interface RoomMembershipOptions {
  /** How long a refusal is remembered. */
  refusalTtlMs?: number;
  /** Refusals remembered at most; the oldest go first. */
  maxRefusals?: number;
  /** Milliseconds from a monotonic clock; tests pass their own. */
  now?: () => number;
}

/** A few seconds: long enough that a flood costs one query per room and sender, short enough that nothing relies on it. */
export const SIGNAL_REFUSAL_TTL_MS = 3_000;
const MAX_REFUSALS = 10_000;

/**
 * Who may signal in which room, answered from this process's memory when it can (the video room's
 * signalling over the realtime socket). Instances share one database and the realtime bus
 * (docs/decisions/002-realtime-over-listen-notify.md), so what is remembered must stay right when
 * another instance changes a room. Only refusals are remembered, and only for a few seconds:
 *
 * - A "yes" turns wrong when the room ends, by a hang-up or the sweep on any instance; a
 *   remembered one would go on relaying a finished call until every instance had forgotten it.
 *   Members send a few dozen messages per call, so asking the database each time costs nothing.
 * - A "no" turns wrong only when an admin accepts the call and the room opens, which every
 *   instance hears on the bus (`forgetRoom`); should that notice be late or lost, a member's
 *   messages are refused for at most the few seconds a refusal lives, and nobody is ever let into
 *   a room they are not in. Meanwhile a client sending thousands of messages to someone else's
 *   room costs one query per room, not one per message.
 */
export class RoomMembership {
  private readonly refusedUntil = new Map<string, number>();
  /** Lookups under way, so a burst of messages for one room waits for one query. */
  private readonly reading = new Map<string, Promise<RoomMembers | null>>();
  /** Bumped by every `forgetRoom`: a lookup that started before it may not store a refusal. */
  private epoch = 0;
  private readonly ttlMs: number;
  private readonly maxRefusals: number;
  private readonly now: () => number;

  constructor(
    private readonly read: (roomId: string) => Promise<RoomMembers | null>,
    options: RoomMembershipOptions = {},
  ) {
    this.ttlMs = options.refusalTtlMs ?? SIGNAL_REFUSAL_TTL_MS;
    this.maxRefusals = options.maxRefusals ?? MAX_REFUSALS;
    this.now = options.now ?? (() => performance.now());
  }

  /** The other member of the room for `userId`, or null when `userId` is not one of its two. */
  async peerOf(roomId: string, userId: string): Promise<string | null> {
    const key = `${roomId} ${userId}`;
    const until = this.refusedUntil.get(key);
    if (until !== undefined && until > this.now()) return null;
    this.refusedUntil.delete(key);

    const epoch = this.epoch;
    const room = await this.lookup(roomId);
    const peer = room?.participantId === userId ? room.adminId : room?.adminId === userId ? room.participantId : null;
    if (peer === null && epoch === this.epoch) this.refuse(key);
    return peer;
  }

  /** A room opened (its call was accepted): what was refused for it may be allowed now. */
  forgetRoom(roomId: string): void {
    this.epoch += 1;
    this.reading.delete(roomId);
    const prefix = `${roomId} `;
    for (const key of this.refusedUntil.keys()) if (key.startsWith(prefix)) this.refusedUntil.delete(key);
  }

  private lookup(roomId: string): Promise<RoomMembers | null> {
    const under = this.reading.get(roomId);
    if (under) return under;
    const reading = this.read(roomId).finally(() => {
      if (this.reading.get(roomId) === reading) this.reading.delete(roomId);
    });
    this.reading.set(roomId, reading);
    return reading;
  }

  private refuse(key: string): void {
    if (this.refusedUntil.size >= this.maxRefusals) {
      const oldest = this.refusedUntil.keys().next();
      if (!oldest.done) this.refusedUntil.delete(oldest.value);
    }
    this.refusedUntil.set(key, this.now() + this.ttlMs);
  }
}
