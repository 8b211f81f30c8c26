import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  addCalendarDays,
  participantCode,
  todayInStudyZone,
  type GroupAssignment,
  type ConsortAnalysisBox,
  type ConsortGroupFlow,
  type ConsortReason,
  type ConsortResponse,
  type StudyGroup,
  type StudyTimeline,
} from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { readSettings } from '../../../core/study/settings-row.js';
import { timelineOf } from '../../../core/study/timeline.js';
import { day, rowsOf, studyGroup } from '../rows.js';
import { SESSION_DAY, timepointOf } from '../study-sql.js';

/**
 * The CONSORT 2010 flow from live data (docs/sleep-metrics.md, "CONSORT flow"): who registered,
 * was allocated (and how), received the intervention, withdrew or was lost, and was analysed or
 * left out and why. Each participant is counted once in every stage, so each box equals the sum
 * of the boxes it splits into. The analysed counts follow the primary analysis's own rule (nights
 * per phase from the analysis plan, per-protocol without those who changed arm).
 */

type Method = 'randomised' | 'chosen' | 'admin';
interface Person {
  code: string;
  live: boolean;
  approved: boolean;
  enrolledOn: string | null;
  allocatedGroup: StudyGroup | null;
  method: Method;
  switched: boolean;
  nights: string[];
  sessionDays: string[];
}

const liveRow = z.object({
  n: z.number(),
  approved: z.boolean(),
  enrolledOn: day.nullable(),
  allocatedGroup: studyGroup.nullable(),
  source: z.string().nullable(),
  switched: z.boolean(),
  nights: z.array(day).nullable(),
  sessionDays: z.array(day).nullable(),
});

const methodOf = (source: string | null): Method => (source === 'allocation' ? 'randomised' : source === 'registration' ? 'chosen' : 'admin');

async function readPeople(db: Database): Promise<Person[]> {
  const live = await rowsOf(
    db,
    liveRow,
    sql`select u.participant_number as n, u.is_approved as approved, u.enrolled_on as "enrolledOn",
          coalesce(first.ab_group, u.ab_group) as "allocatedGroup", first.source,
          (select count(distinct g.ab_group) from group_history g where g.user_id = u.id) > 1 as switched,
          (select array_agg(s.sleep_date::text order by s.sleep_date) from sleep_sessions s where s.user_id = u.id) as nights,
          (select array_agg(${SESSION_DAY}::text) from heart_rate_sessions h where h.user_id = u.id) as "sessionDays"
        from users u
        left join lateral (select g.ab_group, g.source from group_history g where g.user_id = u.id order by g.from_at, g.id limit 1) first on true
        where not u.is_admin
        order by u.participant_number`,
  );
  const people: Person[] = live.map((row) => ({
    code: participantCode(row.n),
    live: true,
    approved: row.approved,
    enrolledOn: row.enrolledOn,
    allocatedGroup: row.approved ? row.allocatedGroup : null,
    method: methodOf(row.source),
    switched: row.switched,
    nights: row.nights ?? [],
    sessionDays: row.sessionDays ?? [],
  }));
  const known = new Set(people.map((p) => p.code));
  // Erased accounts keep their pseudonymous allocation or choice (decision 009) and their withdrawal in the audit log.
  const gone = await rowsOf(
    db,
    z.object({ n: z.number(), allocatedGroup: studyGroup, method: z.string() }),
    sql`select participant_number as n, result as "allocatedGroup", 'randomised' as method from allocation_log where user_id is null
        union all select participant_number, result, 'chosen' from group_choice_log where user_id is null`,
  );
  for (const row of gone) {
    const code = participantCode(row.n);
    if (known.has(code)) continue;
    known.add(code);
    people.push({ code, live: false, approved: true, enrolledOn: null, allocatedGroup: row.allocatedGroup, method: row.method === 'randomised' ? 'randomised' : 'chosen', switched: false, nights: [], sessionDays: [] });
  }
  const withdrawn = await rowsOf(
    db,
    z.object({ code: z.string() }),
    sql`select distinct target_code as code from audit_log where action in ('account.self_delete', 'user.delete') and target_code ~ '^P[0-9]+$'`,
  );
  for (const { code } of withdrawn) {
    if (known.has(code)) continue;
    known.add(code);
    people.push({ code, live: false, approved: false, enrolledOn: null, allocatedGroup: null, method: 'admin', switched: false, nights: [], sessionDays: [] });
  }
  return people;
}

const REASONS = {
  pending: 'Onay bekliyor',
  leftBeforeAllocation: 'Gruba alınmadan ayrıldı',
  withdrew: 'Çalışmadan ayrıldı (hesap silindi)',
  noEnrolment: 'Çalışmaya başlama tarihi yok',
  baseline: (min: number) => `Başlangıç döneminde ${min} geceden az`,
  intervention: (min: number) => `Müdahale döneminde ${min} geceden az`,
  switched: 'Grup değiştirdi (protokol dışı)',
} as const;

function tally(reasons: readonly string[]): ConsortReason[] {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => ({ reason, n }));
}

/** Why a participant is not analysed in this population (the first reason that applies), or null. */
function exclusion(person: Person, timeline: StudyTimeline, minNights: number, perProtocol: boolean): string | null {
  if (!person.live) return REASONS.withdrew;
  if (person.enrolledOn === null) return REASONS.noEnrolment;
  const phases = person.nights.map((night) => timepointOf(timeline, person.enrolledOn, night).phase);
  if (phases.filter((p) => p === 'baseline').length < minNights) return REASONS.baseline(minNights);
  if (phases.filter((p) => p === 'intervention').length < minNights) return REASONS.intervention(minNights);
  if (perProtocol && person.switched) return REASONS.switched;
  return null;
}

function analysisBox(people: readonly Person[], timeline: StudyTimeline, minNights: number, perProtocol: boolean): ConsortAnalysisBox {
  const reasons = people.map((p) => exclusion(p, timeline, minNights, perProtocol)).filter((r): r is string => r !== null);
  return { analysed: people.length - reasons.length, excluded: reasons.length, reasons: tally(reasons) };
}

function groupFlow(people: readonly Person[], group: StudyGroup, timeline: StudyTimeline, minNights: number, today: string): ConsortGroupFlow {
  const phaseOf = (person: Person, dayOf: string) => timepointOf(timeline, person.enrolledOn, dayOf).phase;
  const received = people.filter((p) => p.sessionDays.some((d) => phaseOf(p, d) === 'intervention')).length;
  let withdrew = 0;
  let lost = 0;
  let ongoing = 0;
  let followedUp = 0;
  for (const person of people) {
    if (!person.live) withdrew += 1;
    else if (person.nights.some((night) => phaseOf(person, night) === 'follow-up')) followedUp += 1;
    else if (person.enrolledOn !== null && timeline.followUpDays > 0 && today > addCalendarDays(person.enrolledOn, timeline.baselineDays + timeline.interventionDays + timeline.followUpDays - 1)) lost += 1;
    else ongoing += 1;
  }
  const count = (method: Method) => people.filter((p) => p.method === method).length;
  return {
    allocated: people.length,
    byMethod: { randomised: count('randomised'), chosen: count('chosen'), admin: count('admin') },
    received: group === 'experiment' ? received : null,
    notReceived: group === 'experiment' ? people.length - received : null,
    withdrew,
    lostToFollowUp: lost,
    ongoing,
    followedUp,
    analysis: { itt: analysisBox(people, timeline, minNights, false), perProtocol: analysisBox(people, timeline, minNights, true) },
  };
}

export async function consortFlow(db: Database, today: string = todayInStudyZone()): Promise<ConsortResponse> {
  const settings = await readSettings(db);
  const timeline = timelineOf(settings);
  const people = await readPeople(db);
  const allocated = people.filter((p) => p.allocatedGroup !== null);
  const notAllocated = people.filter((p) => p.allocatedGroup === null);
  const randomised = allocated.filter((p) => p.method === 'randomised').length;
  const assignment: GroupAssignment =
    allocated.length === 0 ? (settings.allocationMode === 'choice' ? 'self-selected' : 'randomised') : randomised === allocated.length ? 'randomised' : randomised === 0 ? 'self-selected' : 'mixed';
  const inGroup = (group: StudyGroup) => allocated.filter((p) => p.allocatedGroup === group);
  return {
    success: true,
    assignment,
    minNightsPerPhase: settings.minNightsPerPhase,
    registered: people.length,
    notAllocated: { total: notAllocated.length, reasons: tally(notAllocated.map((p) => (p.live ? REASONS.pending : REASONS.leftBeforeAllocation))) },
    allocated: allocated.length,
    arms: {
      control: groupFlow(inGroup('control'), 'control', timeline, settings.minNightsPerPhase, today),
      experiment: groupFlow(inGroup('experiment'), 'experiment', timeline, settings.minNightsPerPhase, today),
    },
  };
}
