import { z } from 'zod';

/**
 * Probes for load balancers and orchestrators. `GET /api/health`: the process answers (liveness).
 * `GET /api/ready`: the database answers and every migration is applied (readiness); otherwise the
 * error envelope with 503.
 */
export const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readyResponseSchema = z.object({ success: z.literal(true), status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

export const HEALTH_MSG = {
  databaseUnreachable: 'Veritabanına ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  migrationsPending: 'Veritabanı güncellemesi henüz tamamlanmadı. Lütfen biraz sonra tekrar deneyin.',
} as const;
