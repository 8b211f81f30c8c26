import type { Database } from '../../src/db/client.js';
import { deviceNights } from '../../src/db/schema/index.js';

/** A wearable's staged night for the user (docs/sleep-metrics.md, "Device nights"), straight into the table. */
export async function createDeviceNight(db: Database, userId: string, date = '2025-10-02'): Promise<void> {
  const at = (day: string, time: string) => new Date(`${day}T${time}+03:00`);
  const eve = new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await db.insert(deviceNights).values({
    userId,
    vendor: 'fitbit',
    sleepDate: date,
    inBedStart: at(eve, '23:00:00'),
    inBedStartOffset: 180,
    inBedEnd: at(date, '07:30:00'),
    inBedEndOffset: 180,
    sleepOnset: at(eve, '23:15:00'),
    sleepOnsetOffset: 180,
    finalWake: at(date, '07:20:00'),
    finalWakeOffset: 180,
    remMinutes: 95,
    deepMinutes: 70,
    lightMinutes: 290,
    awakeMinutes: 30,
    stagesAvailable: true,
  });
}
