import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminWaitingKind } from '@uyku/domain';
import type { Delivery } from '../realtime/bus.js';
import type { RealtimePublisher } from '../realtime/plugin.js';

/**
 * What waits for an admin (docs/product.md, "What waits"): the admin feature counts approvals and
 * password resets itself; the video calls and the study alerts belong to other features, which
 * provide their counters here (features do not import each other, docs/ARCHITECTURE.md "Layers").
 */
export type WaitingCounter = () => Promise<number>;

export interface AdminWaitingRegistry {
  /** A feature supplies how to count one kind; registered once, at start. */
  provide(kind: AdminWaitingKind, counter: WaitingCounter): void;
  /** The counter of a kind, or null when no feature provides it (counted as 0). */
  counter(kind: AdminWaitingKind): WaitingCounter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminWaiting: AdminWaitingRegistry;
  }
}

export const adminWaitingPlugin = fp(
  async (app: FastifyInstance) => {
    const counters = new Map<AdminWaitingKind, WaitingCounter>();
    app.decorate('adminWaiting', {
      provide: (kind, counter) => void counters.set(kind, counter),
      counter: (kind) => counters.get(kind) ?? null,
    } satisfies AdminWaitingRegistry);
  },
  { name: 'uyku-admin-waiting' },
);

/** "Read the waiting counts again", to every admin's sockets. */
export const waitingChanged: Delivery = { to: { admins: true }, event: { type: 'admin.waiting' } };

/** Call after a change to what waits is committed; like every publish, it never throws. */
export async function announceWaitingChanged(realtime: RealtimePublisher): Promise<void> {
  await realtime.publish([waitingChanged]);
}
