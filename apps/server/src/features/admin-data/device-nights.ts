import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeviceNightsResponseSchema,
  compareWithDiary,
  tstBySource,
  idParamsSchema,
  isoWithOffset,
  type AdminDeviceNight,
} from '@uyku/domain';
import { deviceNights, nights } from '../../db/schema/index.js';

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
        .select({
          night: deviceNights,
          diary: {
            sleep_time: nights.sleepTime,
            wake_time: nights.wakeTime,
            awake_duration: nights.awakeDuration,
            waso_minutes: nights.wasoMinutes,
            rem_duration: nights.remDuration,
            deep_sleep_duration: nights.deepSleepDuration,
            light_sleep_duration: nights.lightSleepDuration,
          },
          diarySol: nights.sleepOnsetLatency,
        })
        .from(deviceNights)
        .leftJoin(nights, and(eq(nights.userId, deviceNights.userId), eq(nights.sleepDate, deviceNights.sleepDate)))
        .where(eq(deviceNights.userId, request.params.id))
        .orderBy(desc(deviceNights.sleepDate), deviceNights.vendor);
      const answered = rows.map(({ night, diary, diarySol }): AdminDeviceNight => {
        // The participant's own report: the clock-based TST, never the stage minutes, which
        // 'Cihazdan Doldur' may have copied from this very device (docs/sleep-metrics.md, "Device nights").
        const diaryTotalSleepMinutes = diary ? tstBySource(diary).diary : null;
        const stored = {
          date: night.sleepDate,
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
        return { ...stored, ...compareWithDiary(stored, { totalSleepMinutes: diaryTotalSleepMinutes, sleepOnsetLatency: diarySol }) };
      });
      return { success: true as const, nights: answered };
    },
  );
};
