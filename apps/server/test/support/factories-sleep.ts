import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { nights } from '../../src/db/schema/index.js';
import { call } from './helpers.js';

/**
 * A complete, valid diary night as the entry form sends it: in bed 23:30, asleep 00:10, up 07:30,
 * stages 95 + 80 + 225 = 400 minutes, so TIB 480, SOL 40, TST 400, SE 83.3 %.
 */
export function sleepBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2025-10-08',
    bedtime: '23:30',
    sleep_time: '00:10',
    wake_time: '07:30',
    rem_duration: 95,
    deep_sleep_duration: 80,
    light_sleep_duration: 225,
    awake_duration: 25,
    heart_rate: 58,
    night_awakenings: 2,
    snoring_level: 1,
    sleep_quality: 7,
    mood_before_sleep: 2,
    mood_after_sleep: 4,
    caffeine_intake: true,
    alcohol_intake: false,
    exercise_done: true,
    stress_level: 6,
    screen_time: 45,
    meal_time: '19:30',
    medication_taken: false,
    meditation_done: true,
    reading_done: true,
    room_temperature: 21.5,
    notes: 'Geç yattım ama iyi uyudum',
    total_sleep_minutes: 400,
    ...overrides,
  };
}

/** Posts a night and returns the created record's id (throws unless it was created). */
export async function createNight(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call(app, 'POST', '/api/sleep/sessions', { token, body: sleepBody(overrides) });
  if (response.statusCode !== 201) throw new Error(`sleep create failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { session: { id: string } }).session.id;
}

export async function countNights(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(nights).where(eq(nights.userId, userId));
  return row?.n ?? 0;
}

export async function storedNight(db: Database, id: string) {
  const [row] = await db.select().from(nights).where(eq(nights.id, id));
  return row;
}
