import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  dueTimepoint,
  FORM_MSG,
  participantCode,
  studyDayOf,
  todayInStudyZone,
  type AdminForm,
  type TimepointCompletion,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { formResponses, forms, users, type FormRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentAdminForm, type FormCounts } from './presenters.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Timepoint forms (docs/decisions/009-study-protocol.md): a form's schedule of study days, which timepoint a
 * response answers, and each timepoint's completion for the admin. The rule itself (which day is
 * due) is `dueTimepoint` in packages/domain.
 */

/** A study day on the participant's timeline today (Istanbul date); null without an enrolment date. */
export function studyDayToday(enrolledOn: string | null, now: Date = new Date()): number | null {
  return enrolledOn === null ? null : studyDayOf(enrolledOn, todayInStudyZone(now));
}

export async function callerStudyDay(db: Database, userId: string): Promise<number | null> {
  const [row] = await db.select({ enrolledOn: users.enrolledOn }).from(users).where(eq(users.id, userId)).limit(1);
  return studyDayToday(row?.enrolledOn ?? null);
}

/**
 * The timepoint a response to `form` answers now: null for an unscheduled form; for a scheduled
 * one the due day, or 409 with the reason nothing is due (not enrolled, first day not reached).
 */
export async function timepointToAnswer(db: Database, form: FormRow, userId: string): Promise<number | null> {
  if (form.scheduleDays.length === 0) return null;
  const studyDay = await callerStudyDay(db, userId);
  if (studyDay === null) throw conflict(FORM_MSG.timepointNotEnrolled);
  const due = dueTimepoint(form.scheduleDays, studyDay);
  if (due === null) throw conflict(FORM_MSG.timepointNotYet(Math.min(...form.scheduleDays)));
  return due;
}

/** The scheduled days each form has been answered at by one participant. */
export async function timepointsDoneBy(db: Database, userId: string): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ formId: formResponses.formId, day: formResponses.timepointDay })
    .from(formResponses)
    .where(and(eq(formResponses.userId, userId), isNotNull(formResponses.timepointDay)))
    .orderBy(asc(formResponses.timepointDay));
  const done = new Map<string, number[]>();
  for (const row of rows) done.set(row.formId, [...(done.get(row.formId) ?? []), row.day!]);
  return done;
}

/** Replaces a form's schedule; responses already given keep the timepoint they answered. */
export async function setSchedule(
  db: Database,
  actor: AuthUser,
  id: string,
  days: number[],
  countsOf: (db: Database, id: string) => Promise<FormCounts>,
): Promise<AdminForm> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.update(forms).set({ scheduleDays: days, updatedAt: new Date() }).where(eq(forms.id, id)).returning();
    if (!row) throw notFound(FORM_MSG.notFound);
    await recordAudit(tx, { actor, action: 'form.schedule', details: { formId: id, scheduleDays: days } });
    return presentAdminForm(row, await countsOf(tx, id));
  });
}

interface Participant {
  id: string;
  name: string;
  participantNumber: number;
  group: string;
  enrolledOn: string | null;
}

/**
 * Completion per scheduled day. Due: approved participants of the form's audience whose study day
 * today has reached the day, plus anyone who answered it (a later group change must not hide an
 * answer). Missing: due and not answered, in participant-number order.
 */
export async function timepointCompletion(db: Database, form: FormRow): Promise<TimepointCompletion[]> {
  const participants: Participant[] = await db
    .select({
      id: users.id,
      name: users.name,
      participantNumber: users.participantNumber,
      group: users.group,
      enrolledOn: users.enrolledOn,
    })
    .from(users)
    .where(and(eq(users.isApproved, true), eq(users.isAdmin, false)))
    .orderBy(asc(users.participantNumber));
  const answers = await db
    .select({ userId: formResponses.userId, day: formResponses.timepointDay })
    .from(formResponses)
    .where(and(eq(formResponses.formId, form.id), isNotNull(formResponses.timepointDay)));
  const answeredBy = new Map<number, Set<string>>();
  for (const answer of answers) {
    const set = answeredBy.get(answer.day!) ?? new Set<string>();
    set.add(answer.userId);
    answeredBy.set(answer.day!, set);
  }
  const inAudience = (p: Participant) => form.audience === 'both' || p.group === form.audience;
  const now = new Date();
  return form.scheduleDays.map((day) => {
    const answered = answeredBy.get(day) ?? new Set<string>();
    const reached = participants.filter((p) => {
      const studyDay = studyDayToday(p.enrolledOn, now);
      return inAudience(p) && studyDay !== null && studyDay >= day;
    });
    const due = new Set([...reached.map((p) => p.id), ...answered]);
    const missing = reached.filter((p) => !answered.has(p.id));
    return {
      day,
      due_count: due.size,
      answered_count: answered.size,
      missing: missing.map((p) => ({ user_id: p.id, name: p.name, participant_code: participantCode(p.participantNumber) })),
    };
  });
}
