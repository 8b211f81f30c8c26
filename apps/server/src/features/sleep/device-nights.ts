import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEVICE_NIGHT_MSG,
  deviceNightsRequestSchema,
  deviceNightsResponseSchema,
  deviceNightsSavedResponseSchema,
  isoWithOffset,
  parseIsoWithOffset,
  type DeviceNightInput,
  type StoredDeviceNight,
} from '@uyku/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { deviceNights, users, type DeviceNightRow } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../errors.js';
import { requireUser, type AuthUser } from '../../plugins/auth.js';

/**
 * /api/sleep/device-nights: the participant's own wearable nights (docs/sleep-metrics.md, "Device
 * nights"; docs/product.md, "Sleep diary"). The phone parses the vendor's export and sends only the
 * figures; they are kept apart from the diary. Participants only: an admin keeps no study diary,
 * and their own device data has no place in the study (docs/product.md, "Sleep diary").
 */

/** An instant and the offset it was sent in; the contract has already refused anything else. */
function instant(text: string): { at: Date; offset: number } {
  const parsed = parseIsoWithOffset(text);
  if (!parsed) throw badRequest(DEVICE_NIGHT_MSG.timeInvalid);
  return { at: new Date(parsed.ms), offset: parsed.offsetMinutes };
}

function rowValues(userId: string, night: DeviceNightInput) {
  const inBedStart = instant(night.in_bed_start);
  const inBedEnd = instant(night.in_bed_end);
  const sleepOnset = instant(night.sleep_onset);
  const finalWake = instant(night.final_wake);
  return {
    userId,
    vendor: night.vendor,
    sleepDate: night.date,
    inBedStart: inBedStart.at,
    inBedStartOffset: inBedStart.offset,
    inBedEnd: inBedEnd.at,
    inBedEndOffset: inBedEnd.offset,
    sleepOnset: sleepOnset.at,
    sleepOnsetOffset: sleepOnset.offset,
    finalWake: finalWake.at,
    finalWakeOffset: finalWake.offset,
    remMinutes: night.rem_minutes,
    deepMinutes: night.deep_minutes,
    lightMinutes: night.light_minutes,
    awakeMinutes: night.awake_minutes,
    stagesAvailable: night.stages_available,
  };
}

/**
 * Saves the nights in one statement: a night already imported from the same vendor for the same
 * morning is updated (its first import time kept), never duplicated. Nights before the
 * participant's enrolment are refused and nothing is written.
 */
export async function saveDeviceNights(db: Database, userId: string, nights: readonly DeviceNightInput[]): Promise<number> {
  const [account] = await db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, userId));
  const enrolledOn = account?.enrolledOn;
  if (enrolledOn) {
    const early = nights.findIndex((night) => night.date < enrolledOn);
    if (early >= 0) throw badRequest(DEVICE_NIGHT_MSG.beforeEnrolment, [{ field: `nights.${early}.date`, message: DEVICE_NIGHT_MSG.beforeEnrolment }]);
  }
  const saved = await db
    .insert(deviceNights)
    .values(nights.map((night) => rowValues(userId, night)))
    .onConflictDoUpdate({
      target: [deviceNights.userId, deviceNights.vendor, deviceNights.sleepDate],
      set: {
        inBedStart: sql`excluded.in_bed_start`,
        inBedStartOffset: sql`excluded.in_bed_start_offset`,
        inBedEnd: sql`excluded.in_bed_end`,
        inBedEndOffset: sql`excluded.in_bed_end_offset`,
        sleepOnset: sql`excluded.sleep_onset`,
        sleepOnsetOffset: sql`excluded.sleep_onset_offset`,
        finalWake: sql`excluded.final_wake`,
        finalWakeOffset: sql`excluded.final_wake_offset`,
        remMinutes: sql`excluded.rem_minutes`,
        deepMinutes: sql`excluded.deep_minutes`,
        lightMinutes: sql`excluded.light_minutes`,
        awakeMinutes: sql`excluded.awake_minutes`,
        stagesAvailable: sql`excluded.stages_available`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: deviceNights.id });
  return saved.length;
}

/** A stored night as the phone sent it: each time in its own offset. */
export function presentDeviceNight(row: DeviceNightRow): StoredDeviceNight {
  return {
    date: row.sleepDate,
    vendor: row.vendor,
    in_bed_start: isoWithOffset(row.inBedStart.getTime(), row.inBedStartOffset),
    in_bed_end: isoWithOffset(row.inBedEnd.getTime(), row.inBedEndOffset),
    sleep_onset: isoWithOffset(row.sleepOnset.getTime(), row.sleepOnsetOffset),
    final_wake: isoWithOffset(row.finalWake.getTime(), row.finalWakeOffset),
    rem_minutes: row.remMinutes,
    deep_minutes: row.deepMinutes,
    light_minutes: row.lightMinutes,
    awake_minutes: row.awakeMinutes,
    stages_available: row.stagesAvailable,
    imported_at: row.importedAt.toISOString(),
  };
}

function requireParticipant(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.isAdmin) throw forbidden(DEVICE_NIGHT_MSG.participantOnly);
  return user;
}

export const deviceNightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/device-nights',
    { schema: { response: { 200: deviceNightsResponseSchema } }, config: { access: 'user' } },
    async (request) => {
      const userId = requireParticipant(request).id;
      const [rows, [account]] = await Promise.all([
        app.db.select().from(deviceNights).where(eq(deviceNights.userId, userId)).orderBy(asc(deviceNights.sleepDate), asc(deviceNights.vendor)),
        app.db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, userId)),
      ]);
      return { success: true as const, nights: rows.map(presentDeviceNight), enrolled_on: account?.enrolledOn ?? null };
    },
  );

  app.post(
    '/device-nights',
    { schema: { body: deviceNightsRequestSchema, response: { 200: deviceNightsSavedResponseSchema } }, config: { access: 'user', writeLimit: true } },
    async (request) => {
      const userId = requireParticipant(request).id;
      const saved = await saveDeviceNights(app.db, userId, request.body.nights);
      return { success: true as const, message: DEVICE_NIGHT_MSG.saved, saved };
    },
  );
};
