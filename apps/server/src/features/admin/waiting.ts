import { and, count, eq } from 'drizzle-orm';
import type { AdminWaiting } from '@uyku/domain';
import type { AdminWaitingRegistry } from '../../core/admin-waiting.js';
import type { Database } from '../../db/client.js';
import { passwordResetRequests, users } from '../../db/schema/index.js';

async function pendingApprovals(db: Database): Promise<number> {
  // Admins are not subject to approval (docs/product.md, "Users").
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.isAdmin, false), eq(users.isApproved, false)));
  return row?.total ?? 0;
}

async function pendingResets(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(passwordResetRequests)
    .where(eq(passwordResetRequests.status, 'pending'));
  return row?.total ?? 0;
}

/**
 * `GET /api/admin/waiting` (docs/product.md, "What waits"): this feature's own counts, and the ones
 * the video and analysis features provide through `app.adminWaiting`.
 */
export async function waitingCounts(db: Database, registry: AdminWaitingRegistry): Promise<AdminWaiting> {
  const provided = async (kind: 'videoCalls' | 'alerts') => (await registry.counter(kind)?.()) ?? 0;
  const [approvals, passwordResets, videoCalls, alerts] = await Promise.all([
    pendingApprovals(db),
    pendingResets(db),
    provided('videoCalls'),
    provided('alerts'),
  ]);
  return { approvals, passwordResets, videoCalls, alerts };
}
