import { z } from 'zod';

/**
 * `GET /api/admin/waiting` (docs/product.md, "What waits"): the one place that counts what waits for
 * an admin — registrations to approve, password resets to handle, video calls nobody answered yet
 * and study alerts nobody acknowledged. The tabs' badges, the bell and the admin's /dashboard all
 * read it; the realtime event `admin.waiting` says "read it again".
 */
export const adminWaitingSchema = z.object({
  /** Registered participants not approved yet (admins are not subject to approval). */
  approvals: z.number().int().min(0),
  /** Pending "Şifremi Unuttum" requests. */
  passwordResets: z.number().int().min(0),
  /** Video call requests still waiting and not expired (VIDEO_WAIT_MINUTES_DEFAULT, a study setting). */
  videoCalls: z.number().int().min(0),
  /** Current study alerts without an acknowledgement. */
  alerts: z.number().int().min(0),
});
export type AdminWaiting = z.infer<typeof adminWaitingSchema>;

export const adminWaitingResponseSchema = z.object({ success: z.literal(true), waiting: adminWaitingSchema });
export type AdminWaitingResponse = z.infer<typeof adminWaitingResponseSchema>;

export const ADMIN_WAITING_KINDS = ['approvals', 'passwordResets', 'videoCalls', 'alerts'] as const;
export type AdminWaitingKind = (typeof ADMIN_WAITING_KINDS)[number];

export function waitingTotal(waiting: AdminWaiting): number {
  return ADMIN_WAITING_KINDS.reduce((sum, kind) => sum + waiting[kind], 0);
}
