import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeviceNightsResponseSchema,
  deviceSleepOnsetLatency,
  deviceTotalSleepMinutes,
  idParamsSchema,
  isoWithOffset,
  type AdminDeviceNight,
} from '@uyku/domain';
import { deviceNights, sleepSessions } from '../../db/schema/index.js';

/**
 * The admin's view of one participant's wearable nights beside the diary (docs/product.md, "Sleep
 * data"; docs/sleep-metrics.md, "Device nights"): per device night, the device's total sleep time
 * and sleep onset latency, the diary's of the same date, and the misperception indices (diary − device).
 */
export const adminDeviceNightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sleep-data/participants/:id/device-nights',
    { schema: { params: idParamsSchema, response: { 200: adminDeviceNightsResponseSchema } }, config: { access: 'admin' } },
    async (request) => {
      const rows = await app.db
        .select({ night: deviceNights, diaryTst: sleepSessions.totalSleepMinutes, diarySol: sleepSessions.sleepOnsetLatency })
        .from(deviceNights)
        .leftJoin(sleepSessions, and(eq(sleepSessions.userId, deviceNights.userId), eq(sleepSessions.sleepDate, deviceNights.nightDate)))
        .where(eq(deviceNights.userId, request.params.id))
        .orderBy(desc(deviceNights.nightDate), deviceNights.vendor);
      const nights = rows.map(({ night, diaryTst, diarySol }): AdminDeviceNight => {
        const stored = {
          date: night.nightDate,
          vendor: night.vendor,
          in_bed_start: isoWithOffset(night.inBedStart.getTime(), night.inBedStartOffset),
          in_bed_end: isoWithOffset(night.inBedEnd.getTime(), night.inBedEndOffset),
          sleep_onset: isoWithOffset(night.sleepOnset.getTime(), night.sleepOnsetOffset),
          final_wake: isoWithOffset(night.finalWake.getTime(), night.finalWakeOffset),
          rem_minutes: night.remMinutes,
          deep_minutes: night.deepMinutes,
          light_minutes: night.lightMinutes,
          awake_minutes: night.awakeMinutes,
          stages_available: night.stagesAvailable,
          imported_at: night.importedAt.toISOString(),
        };
        const deviceTst = deviceTotalSleepMinutes(stored);
        const deviceSol = deviceSleepOnsetLatency(stored);
        return {
          ...stored,
          device_tst: deviceTst,
          diary_tst: diaryTst,
          misperception: diaryTst === null ? null : diaryTst - deviceTst,
          device_sol: deviceSol,
          diary_sol: diarySol,
          sol_misperception: diarySol === null ? null : diarySol - deviceSol,
        };
      });
      return { success: true as const, nights };
    },
  );
};
