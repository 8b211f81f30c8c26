import { addCalendarDays, computeSleepMetrics, studyZoneInstant, todayInStudyZone, type AbGroup, type SleepNightInput } from '@uyku/domain';
import type { Database } from '../db/client.js';
import { heartRateSessions, messages, nights } from '../db/schema/index.js';
import { metricColumns } from '../db/sleep-metric-columns.js';
import { hashPassword } from '../lib/passwords.js';
import { random } from './random.js';
import { demoAdmin, enrolDemoParticipant, randomisedSettings, switchDemoGroup } from './demo-groups.js';

/**
 * A realistic demo study (`npm run seed:demo`, docs/operations.md, "Demo study"): participants in both arms keep a diary
 * for `days` days; from study day 8 the experiment arm listens to relaxation and binaural audio
 * and sleeps a little better (shorter sleep onset, less waking), the control arm does not change.
 * Some skip nights, a few stop writing, one has a run of stressful nights, and a few are moved to
 * the other arm on study day 15 (their later nights are stored with the new arm; the analyses keep
 * them in their allocated arm for ITT and leave them out of per-protocol). Each participant has
 * their own level of sleep (between-person variance); every third wears a device (stages), and
 * the recalled WASO is given on some nights only. Deterministic for a seed.
 */

export interface DemoOptions {
  participants?: number;
  days?: number;
  today?: string;
  seed?: number;
  /** Phones start with this 4-digit prefix (05xx) so demo accounts are recognisable and never clash. */
  phonePrefix?: string;
  /**
   * Allocate from the study's sealed list (allocation_log; drawn from the demo's seed), switching a study where
   * participants choose to randomised allocation; false: the participants chose (alternating).
   * Default true.
   */
  randomised?: boolean;
  /** How many participants an admin moves to the other arm on study day 15; default 3. */
  groupSwitches?: number;
}

export interface DemoResult {
  participants: number;
  nights: number;
  heartRateSessions: number;
  messages: number;
  /** Participants moved to the other arm (each has a second group_history row). */
  groupSwitches: number;
}

export const DEMO_PASSWORD = 'Demo2025!';
const BASELINE_DAYS = 7;
/** The study day from which a moved participant's records count for their new arm. */
const SWITCH_DAY = 15;

const clock = (minutes: number) => {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(value)));

const FIRST_NAMES = ['Ayşe', 'Mehmet', 'Zeynep', 'Emre', 'Elif', 'Burak', 'Selin', 'Can', 'Derya', 'Onur', 'Gül', 'Kerem', 'Merve', 'Tolga', 'İrem', 'Serkan', 'Şule', 'Ozan', 'Ece', 'Murat'];
const AUDIO = [
  { type: 'relaxation' as const, id: 'demo-kutu-nefesi', name: 'Kutu Nefesi' },
  { type: 'relaxation' as const, id: 'demo-beden-taramasi', name: 'Beden Taraması' },
  { type: 'binaural' as const, id: 'demo-delta-uyku', name: 'Delta Uyku' },
  { type: 'binaural' as const, id: 'demo-teta-dinlenme', name: 'Teta Dinlenme' },
];

export async function seedDemoStudy(db: Database, options: DemoOptions = {}): Promise<DemoResult> {
  const count = options.participants ?? 40;
  const days = options.days ?? 30;
  const today = options.today ?? todayInStudyZone();
  const rnd = random(options.seed ?? 15);
  const prefix = options.phonePrefix ?? '0599';
  const gauss = () => (rnd() + rnd() + rnd() + rnd() - 2) * 1.22;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result: DemoResult = { participants: 0, nights: 0, heartRateSessions: 0, messages: 0, groupSwitches: 0 };
  const settings = options.randomised === false ? null : await randomisedSettings(db, options.seed ?? 15);
  const adminId = await demoAdmin(db);
  // Movers: from the end of the list, skipping those who stop early and the stressed one.
  const movers = new Set<number>();
  for (let i = count - 2; i >= 0 && movers.size < (options.groupSwitches ?? 3); i -= 1) if (i % 9 !== 8 && i !== 3) movers.add(i);

  for (let i = 0; i < count; i += 1) {
    // Enrolment staggered over the first few days; the last few stop writing (adherence list).
    const start = Math.floor(rnd() * 4);
    const strata = settings?.stratificationQuestion ? settings.stratificationOptions : [''];
    const user = await enrolDemoParticipant(
      db,
      {
        name: `${FIRST_NAMES[i % FIRST_NAMES.length]} Demo ${String(i + 1).padStart(2, '0')}`,
        phone: `${prefix}${String(i + 1).padStart(7, '0')}`,
        passwordHash,
        isApproved: true,
        group: i % 2 === 0 ? 'experiment' : 'control',
        createdAt: new Date(studyZoneInstant(addCalendarDays(today, -days), '09:00')),
        // Study day 1: the day they started writing.
        enrolledOn: addCalendarDays(today, -(days - start)),
      },
      settings && { settings, stratum: strata[i % strata.length] ?? '' },
    );
    if (!user) continue;
    result.participants += 1;
    const other: AbGroup = user.group === 'experiment' ? 'control' : 'experiment';
    const moves = movers.has(i);
    // An admin moves them at 09:00 on study day 15. A record counts for the group at its own time,
    // as the app stores it (core/study/group-on-date.ts): a night at its final awakening, so the
    // night that ends that morning before 09:00 is still in the first arm; a session at its moment.
    const switchAt = new Date(studyZoneInstant(addCalendarDays(today, -(days - start - SWITCH_DAY + 1)), '09:00'));
    const groupOnDate = (instant: Date): AbGroup => (moves && instant.getTime() >= switchAt.getTime() ? other : user.group);
    // A participant's own level: some sleep worse than others whatever their arm.
    // Between-person variance is what makes the participant the unit of analysis
    // (docs/decisions/017-analysis-itt-participant-unit.md): nights of one person resemble each other.
    const trait = { sol: 20 + gauss() * 8, waso: 35 + gauss() * 12, sleep: 400 + gauss() * 30, quality: gauss() * 1.2, stress: 5 + gauss() * 1.5, hr: 78 + gauss() * 6 };
    // Every third participant wears a device that gives the stages (so TST has two sources), and
    // each participant recalls a WASO of their own on some nights only (otherwise the awake minutes count).
    const wearsDevice = i % 3 === 0;
    const recallsWaso = 0.2 + rnd() * 0.5;
    const stopsEarly = i % 9 === 8 ? days - 4 - Math.floor(rnd() * 4) : days;
    const stressed = i === 3;
    const nightRows: (typeof nights.$inferInsert)[] = [];
    const sessionRows: (typeof heartRateSessions.$inferInsert)[] = [];
    for (let d = start; d < stopsEarly; d += 1) {
      const studyDay = d - start + 1;
      if (rnd() < 0.12) continue; // a skipped night
      const sleepDate = addCalendarDays(today, -(days - d));
      // The arm that shapes the night's values: the one they woke up in (stored below by the exact wake time).
      const group = groupOnDate(new Date(studyZoneInstant(sleepDate, '07:00')));
      const treated = group === 'experiment' && studyDay > BASELINE_DAYS;
      const effect = treated ? Math.min(1, (studyDay - BASELINE_DAYS) / 7) : 0;
      const bed = 22 * 60 + 45 + gauss() * 35;
      const sol = clamp(trait.sol - effect * 9 + gauss() * 6, 2, 90);
      const waso = clamp(trait.waso - effect * 14 + gauss() * 10, 0, 150);
      const asleep = bed + sol;
      const wake = asleep + trait.sleep + gauss() * 35;
      const outOfBed = wake + clamp(6 + rnd() * 12, 0, 40);
      const recalled = rnd() < recallsWaso ? clamp(waso + gauss() * 8, 0, 150) : null;
      // The device sees a little less sleep than the clock: stages + awake stay within the sleep period.
      const staged = wearsDevice ? Math.max(0, Math.round(wake) - Math.round(asleep) - waso - clamp(rnd() * 15, 0, 15)) : 0;
      const night: SleepNightInput = {
        bedtime: clock(bed),
        sleep_time: clock(asleep),
        wake_time: clock(wake),
        out_of_bed_time: clock(outOfBed),
        rem_duration: wearsDevice ? Math.round(staged * 0.22) : 0,
        deep_sleep_duration: wearsDevice ? Math.round(staged * 0.18) : 0,
        light_sleep_duration: wearsDevice ? staged - Math.round(staged * 0.22) - Math.round(staged * 0.18) : 0,
        awake_duration: waso,
        waso_minutes: recalled,
      };
      const metrics = computeSleepMetrics(night);
      const stress = stressed && d >= stopsEarly - 4 ? 9 : clamp(trait.stress - effect * 1.5 + gauss(), 1, 10);
      // Wake time on the diary's date (the morning the night ended), then saved that morning.
      const wokeAt = new Date(studyZoneInstant(sleepDate, night.wake_time));
      const savedAt = new Date(wokeAt.getTime() + clamp(5 + rnd() * 85, 5, 90) * 60_000);
      nightRows.push({
        userId: user.id,
        group: groupOnDate(wokeAt),
        sleepDate,
        bedtime: night.bedtime,
        sleepTime: night.sleep_time,
        wakeTime: night.wake_time,
        outOfBedTime: night.out_of_bed_time ?? null,
        wasoMinutes: recalled,
        awakeDuration: waso,
        remDuration: night.rem_duration,
        deepSleepDuration: night.deep_sleep_duration,
        lightSleepDuration: night.light_sleep_duration,
        nightAwakenings: clamp(1 + waso / 15 + gauss(), 0, 10),
        heartRate: rnd() < 0.5 ? clamp(trait.hr - 15 + gauss() * 4, 40, 120) : null,
        sleepQuality: clamp(6 + trait.quality + effect * 1.3 - (waso - 30) / 25 + gauss(), 1, 10),
        stressLevel: stress,
        moodBeforeSleep: clamp(3 + gauss() * 0.8, 1, 5),
        moodAfterSleep: clamp(3 + effect * 0.6 + gauss() * 0.8, 1, 5),
        screenTime: clamp(45 + gauss() * 25, 0, 240),
        roomTemperature: Math.round((21 + gauss()) * 10) / 10,
        caffeineIntake: rnd() < 0.3,
        exerciseDone: rnd() < 0.35,
        meditationDone: treated && rnd() < 0.5,
        ...metricColumns(metrics),
        createdAt: savedAt,
        updatedAt: savedAt,
      });
      // An evening session that day, at its own time (19:30–23:30), in the group of that moment.
      const sessionAt = new Date(studyZoneInstant(sleepDate, '19:30') + Math.floor(rnd() * 240) * 60_000);
      if (groupOnDate(sessionAt) === 'experiment' && studyDay > BASELINE_DAYS && rnd() < 0.75) {
        const item = AUDIO[Math.floor(rnd() * AUDIO.length)] ?? AUDIO[0]!;
        const before = clamp(trait.hr + gauss() * 5, 50, 130);
        const duration = clamp(600 + gauss() * 200, 120, 1500);
        sessionRows.push({
          userId: user.id,
          group: groupOnDate(sessionAt),
          contentType: item.type,
          contentId: item.id,
          contentName: item.name,
          heartRateBefore: before,
          heartRateAfter: clamp(before - (item.type === 'relaxation' ? 6 : 4) + gauss() * 3, 45, 130),
          durationSeconds: duration,
          listenedSeconds: clamp(duration * (0.7 + rnd() * 0.3), 60, duration),
          createdAt: sessionAt,
          occurredAt: sessionAt,
          // Saved with its after-value right after playback: the session's time is the after-value's.
          heartRateAfterRecordedAt: sessionAt,
        });
      }
    }
    if (moves) {
      // In the morning of study day 15, before that night's record (made the next morning).
      await switchDemoGroup(db, user.id, other, switchAt, adminId);
      result.groupSwitches += 1;
    }
    if (nightRows.length > 0) await db.insert(nights).values(nightRows);
    if (sessionRows.length > 0) await db.insert(heartRateSessions).values(sessionRows);
    result.nights += nightRows.length;
    result.heartRateSessions += sessionRows.length;
    if (i % 4 === 0) {
      await db.insert(messages).values([
        { userId: user.id, sender: 'user', text: 'Merhaba, dün gece yine geç uyudum. Ne önerirsiniz?', createdAt: new Date(studyZoneInstant(addCalendarDays(today, -3), '10:00')) },
        { userId: user.id, sender: 'expert', text: 'Merhaba, yatmadan bir saat önce ekranı bırakmayı deneyebilirsiniz.', createdAt: new Date(studyZoneInstant(addCalendarDays(today, -3), '11:00')) },
      ]);
      result.messages += 2;
    }
  }
  return result;
}
