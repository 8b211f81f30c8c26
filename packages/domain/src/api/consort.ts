import { z } from 'zod';
import { GROUP_ASSIGNMENTS } from './analytics-responses.js';

/**
 * `GET /api/admin/analytics/consort`: the CONSORT 2010 flow of the study from live data
 * (docs/sleep-metrics.md, "CONSORT flow"). Every box equals the sum of the boxes it splits into.
 */

const reasonCount = z.object({ reason: z.string(), n: z.number().int() });
export type ConsortReason = z.infer<typeof reasonCount>;

const analysisBox = z.object({
  analysed: z.number().int(),
  excluded: z.number().int(),
  /** Each excluded participant once, under the first reason that applies. */
  reasons: z.array(reasonCount),
});
export type ConsortAnalysisBox = z.infer<typeof analysisBox>;

const groupFlow = z.object({
  allocated: z.number().int(),
  /** How the arm came about: the study's blocks, the participant's choice, an admin. */
  byMethod: z.object({ randomised: z.number().int(), chosen: z.number().int(), admin: z.number().int() }),
  /** Experiment: at least one audio session in the participant's intervention phase. Null for control. */
  received: z.number().int().nullable(),
  notReceived: z.number().int().nullable(),
  withdrew: z.number().int(),
  /** Follow-up has begun for them and there is no night in it. */
  lostToFollowUp: z.number().int(),
  /** Follow-up not reached yet. */
  ongoing: z.number().int(),
  /** At least one night in follow-up. */
  followedUp: z.number().int(),
  analysis: z.object({ itt: analysisBox, perProtocol: analysisBox }),
});
export type ConsortGroupFlow = z.infer<typeof groupFlow>;

export const consortResponseSchema = z.object({
  success: z.literal(true),
  assignment: z.enum(GROUP_ASSIGNMENTS),
  minNightsPerPhase: z.number().int(),
  registered: z.number().int(),
  notAllocated: z.object({ total: z.number().int(), reasons: z.array(reasonCount) }),
  allocated: z.number().int(),
  arms: z.object({ control: groupFlow, experiment: groupFlow }),
});
export type ConsortResponse = z.infer<typeof consortResponseSchema>;
