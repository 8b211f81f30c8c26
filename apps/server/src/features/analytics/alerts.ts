import { sql } from 'drizzle-orm';
import {
  ALERT_EFFICIENCY_BELOW,
  ALERT_KINDS,
  ALERT_EFFICIENCY_COUNT,
  ALERT_EFFICIENCY_WINDOW,
  ALERT_STRESS_LEVEL,
  ALERT_STRESS_RUN,
  ANALYTICS_MSG,
  participantCode,
  type AcknowledgeAlertBody,
  type AlertKind,
  type AlertsResponse,
  type StudyAlert,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { alertAcknowledgements } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { z } from 'zod';
import { day, rowsOf, studyGroup } from './rows.js';

/**
 * Study alerts: stress of 8 or more on 3 consecutive diary entries, or sleep efficiency
 * under 85% on 5 of the last 7 entries. Each alert is named by the night that completed the pattern,
 * so an acknowledgement holds until a later night completes it again.
 */

const entry = z.object({ sleepDate: day, stress: z.number(), efficiency: z.number() });
export type Entry = z.infer<typeof entry>;

/** The newest entry that ends a run of ALERT_STRESS_RUN entries with high stress, or null. */
export function stressTrigger(entriesOldestFirst: readonly Entry[]): string | null {
  let run = 0;
  let trigger: string | null = null;
  for (const entry of entriesOldestFirst) {
    run = entry.stress >= ALERT_STRESS_LEVEL ? run + 1 : 0;
    if (run >= ALERT_STRESS_RUN) trigger = entry.sleepDate;
  }
  return trigger;
}

/** The newest entry when 5 of the last 7 have a low efficiency, else null. */
export function efficiencyTrigger(entriesOldestFirst: readonly Entry[]): string | null {
  const last = entriesOldestFirst.slice(-ALERT_EFFICIENCY_WINDOW);
  const low = last.filter((entry) => entry.efficiency < ALERT_EFFICIENCY_BELOW).length;
  return low >= ALERT_EFFICIENCY_COUNT ? (last.at(-1)?.sleepDate ?? null) : null;
}

const participantEntries = z.object({
  userId: z.string(),
  participantNumber: z.number(),
  name: z.string(),
  grp: studyGroup,
  entries: z.array(entry),
  acks: z.array(z.object({ kind: z.enum(ALERT_KINDS), triggerDate: day, at: z.string() })).nullable(),
});

export async function currentAlerts(db: Database): Promise<StudyAlert[]> {
  const rows = await rowsOf(
    db,
    participantEntries,
    sql`select u.id as "userId", u.participant_number as "participantNumber", u.name, u.ab_group as grp,
          (select json_agg(json_build_object('sleepDate', s.sleep_date, 'stress', s.stress_level, 'efficiency', s.sleep_efficiency)
                  order by s.sleep_date) from sleep_sessions s where s.user_id = u.id) as entries,
          (select json_agg(json_build_object('kind', a.kind, 'triggerDate', a.trigger_date, 'at', a.acknowledged_at))
             from alert_acknowledgements a where a.user_id = u.id) as acks
        from users u where not u.is_admin and exists (select 1 from sleep_sessions s where s.user_id = u.id)
        order by u.participant_number`,
  );
  const alerts: StudyAlert[] = [];
  for (const row of rows) {
    const triggers: [AlertKind, string | null][] = [
      ['stress', stressTrigger(row.entries)],
      ['efficiency', efficiencyTrigger(row.entries)],
    ];
    for (const [kind, triggerDate] of triggers) {
      if (!triggerDate) continue;
      const ack = row.acks?.find((a) => a.kind === kind && a.triggerDate === triggerDate);
      alerts.push({
        userId: row.userId,
        participantCode: participantCode(row.participantNumber),
        name: row.name,
        group: row.grp,
        kind,
        triggerDate,
        acknowledgedAt: ack ? new Date(ack.at).toISOString() : null,
      });
    }
  }
  // Open alerts first, newest night first.
  return alerts.sort((a, b) => Number(a.acknowledgedAt !== null) - Number(b.acknowledgedAt !== null) || b.triggerDate.localeCompare(a.triggerDate));
}

export async function alertsResponse(db: Database): Promise<AlertsResponse> {
  return { success: true, alerts: await currentAlerts(db) };
}

/** Records the acknowledgement of a current alert; an alert that no longer stands is a 404. */
export async function acknowledgeAlert(db: Database, adminId: string, body: AcknowledgeAlertBody): Promise<AlertsResponse> {
  const alerts = await currentAlerts(db);
  const match = alerts.find((a) => a.userId === body.userId && a.kind === body.kind && a.triggerDate === body.triggerDate);
  if (!match) throw notFound(ANALYTICS_MSG.alertNotFound);
  if (!match.acknowledgedAt) {
    await db
      .insert(alertAcknowledgements)
      .values({ userId: body.userId, kind: body.kind, triggerDate: body.triggerDate, acknowledgedBy: adminId })
      .onConflictDoNothing();
  }
  return alertsResponse(db);
}
