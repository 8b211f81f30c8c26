import { z } from 'zod';
import { MEASURED_HEART_RATE_METHODS } from './audio.js';

/**
 * `GET /api/admin/heart-rate/agreement` (admins): the Bland–Altman agreement of each measuring
 * method with the reference device values participants typed beside it
 * (docs/heart-rate-validation.md). Computed on the server from every pair (before and after sides
 * both count); `from`/`to` limit the sessions by day, as in the heart-rate analysis.
 */

const statistic = z.custom<number>((value) => typeof value === 'number');
const interval = z.object({ low: statistic, high: statistic });

export const blandAltmanSchema = z.object({
  n: z.number(),
  bias: statistic,
  sd: statistic,
  lower: statistic,
  upper: statistic,
  biasCi: interval,
  lowerCi: interval,
  upperCi: interval,
});

export const heartRateAgreementRowSchema = z.object({
  method: z.enum(MEASURED_HEART_RATE_METHODS),
  /** Pairs of (measured, reference) values and the participants they come from. */
  pairs: z.number(),
  participants: z.number(),
  /** Null below two pairs. */
  agreement: blandAltmanSchema.nullable(),
});
export type HeartRateAgreementRow = z.infer<typeof heartRateAgreementRowSchema>;

export const heartRateAgreementResponseSchema = z.object({
  success: z.literal(true),
  /** How the figures were computed, shown under them. */
  method: z.string(),
  byMethod: z.array(heartRateAgreementRowSchema),
});
export type HeartRateAgreementResponse = z.infer<typeof heartRateAgreementResponseSchema>;
