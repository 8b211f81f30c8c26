import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import {
  dueTimepoint,
  FORM_MSG,
  scoreAnswers,
  validateAnswers,
  type AdminForm,
  type BuiltinFormResponse,
  type FormDefinition,
  type FormType,
  type FormWriteInput,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { formResponses, forms, formVersions, type FormRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentAdminForm, presentFormType, type FormCounts } from './presenters.js';
import { callerStudyDay, timepointsDoneBy, timepointToAnswer } from './timepoints.js';
import { groupOnDate } from '../../core/study/group-on-date.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Forms: external Google forms and built-in questionnaires (docs/product.md, "Questionnaires (forms)").
 * A participant sees only active forms meant for their group; a form they may not see answers
 * 404 like one that does not exist (a 403 would sign the original client out).
 */

type Caller = Pick<AuthUser, 'id' | 'isAdmin' | 'group' | 'participantNumber'>;

/** Admins see every active form (they try them out); participants those for both groups or theirs. */
function visibleTo(caller: Caller) {
  const active = eq(forms.isActive, true);
  return caller.isAdmin ? active : and(active, inArray(forms.audience, ['both', caller.group]));
}

export async function listFormTypes(db: Database, caller: Caller): Promise<FormType[]> {
  const lastFilled = db
    .select({ formId: formResponses.formId, lastAt: max(formResponses.createdAt).as('last_at') })
    .from(formResponses)
    .where(eq(formResponses.userId, caller.id))
    .groupBy(formResponses.formId)
    .as('last_filled');
  const rows = await db
    .select({ form: forms, lastAt: lastFilled.lastAt })
    .from(forms)
    .leftJoin(lastFilled, eq(lastFilled.formId, forms.id))
    .where(visibleTo(caller))
    .orderBy(desc(forms.createdAt), forms.id);
  const scheduled = rows.some((row) => row.form.scheduleDays.length > 0);
  const studyDay = scheduled ? await callerStudyDay(db, caller.id) : null;
  const done = scheduled ? await timepointsDoneBy(db, caller.id) : new Map<string, number[]>();
  return rows.map((row) =>
    presentFormType(row.form, caller, row.lastAt ? new Date(row.lastAt) : null, { studyDay, done: done.get(row.form.id) ?? [] }),
  );
}

async function visibleForm(db: Database, caller: Caller, id: string): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), visibleTo(caller)))
    .limit(1);
  if (!row) throw notFound(FORM_MSG.notFound);
  return row;
}

async function versionOf(db: Database, formId: string, version: number) {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)))
    .limit(1);
  if (!row) throw new Error(`form ${formId} has no version ${version}`);
  return row;
}

/**
 * Stores a response. External form: the original map, kept without the name and phone the client
 * copies into it (they live on the account already). Built-in form: the answers are checked against
 * the current questions, scored, and stored once per participant. A scheduled form (decision 009)
 * records the timepoint due now, once per participant per timepoint, whatever its kind.
 */
export async function submitResponse(
  db: Database,
  caller: Caller,
  input: { form_type_id: string; responses: Record<string, unknown> },
): Promise<{ score: number | null; band: string | null }> {
  const form = await visibleForm(db, caller, input.form_type_id);
  const timepointDay = await timepointToAnswer(db, form, caller.id);
  // The unique index on (form, participant, timepoint) decides between two submits at once.
  const once = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (timepointDay !== null && isUniqueViolation(error)) throw conflict(FORM_MSG.timepointDone(timepointDay));
      throw error;
    }
  };
  if (form.kind === 'google') {
    const { user_name: _name, user_phone: _phone, ...kept } = input.responses;
    await once(() =>
      db.insert(formResponses).values({ formId: form.id, userId: caller.id, group: groupOnDate(caller.id, sql`now()`), timepointDay, responses: kept }),
    );
    return { score: null, band: null };
  }

  const version = await versionOf(db, form.id, form.currentVersion);
  const { answers, issues } = validateAnswers(version.definition, input.responses);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  const { score, band } = scoreAnswers(version.definition, answers);
  return once(() =>
    inTransaction(db, async (tx) => {
      // One response per participant (per timepoint when scheduled): serialise two submits of the same person on this form.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form:${form.id}:${caller.id}`}))`);
      const [earlier] = await tx
        .select({ id: formResponses.id })
        .from(formResponses)
        .where(
          and(
            eq(formResponses.formId, form.id),
            eq(formResponses.userId, caller.id),
            timepointDay === null ? undefined : eq(formResponses.timepointDay, timepointDay),
          ),
        )
        .limit(1);
      if (earlier) throw conflict(timepointDay === null ? FORM_MSG.alreadyFilled : FORM_MSG.timepointDone(timepointDay));
      await tx.insert(formResponses).values({
        formId: form.id,
        userId: caller.id,
        group: groupOnDate(caller.id, sql`now()`),
        timepointDay,
        versionId: version.id,
        responses: answers,
        score,
        band,
      });
      return { score, band };
    }),
  );
}

/** A built-in form to fill, and the caller's own response (with the questions it answered) to reread. */
export async function getBuiltinForm(db: Database, caller: Caller, id: string): Promise<Omit<BuiltinFormResponse, 'success'>> {
  const form = await visibleForm(db, caller, id);
  if (form.kind !== 'builtin') throw notFound(FORM_MSG.notFound);
  const current = await versionOf(db, form.id, form.currentVersion);
  // A scheduled form shows the answer to the timepoint due now, so a new timepoint opens empty.
  const due = form.scheduleDays.length > 0 ? dueTimepoint(form.scheduleDays, await callerStudyDay(db, caller.id)) : null;
  const [mine] = await db
    .select({ response: formResponses, version: formVersions })
    .from(formResponses)
    .innerJoin(formVersions, eq(formVersions.id, formResponses.versionId))
    .where(
      and(
        eq(formResponses.formId, form.id),
        eq(formResponses.userId, caller.id),
        due === null ? undefined : eq(formResponses.timepointDay, due),
      ),
    )
    .orderBy(desc(formResponses.createdAt))
    .limit(1);
  return {
    form: { id: form.id, title: form.title, description: form.description, version: current.version, definition: current.definition },
    my_response: mine
      ? {
          created_at: mine.response.createdAt.toISOString(),
          version: mine.version.version,
          definition: mine.version.definition,
          answers: mine.response.responses as Record<string, number | number[] | string>,
          score: mine.response.score,
          band: mine.response.band,
        }
      : null,
  };
}

// ---- admin ----

async function countsByForm(db: Database, formIds?: string[]): Promise<Map<string, FormCounts>> {
  const rows = await db
    .select({
      formId: formResponses.formId,
      respondents: sql<number>`count(distinct ${formResponses.userId})::int`,
      responses: sql<number>`count(*)::int`,
    })
    .from(formResponses)
    .where(formIds ? inArray(formResponses.formId, formIds) : undefined)
    .groupBy(formResponses.formId);
  return new Map(rows.map((row) => [row.formId, { respondents: Number(row.respondents), responses: Number(row.responses) }]));
}

const NO_RESPONSES: FormCounts = { respondents: 0, responses: 0 };

/** One form's respondent and response counts. */
export async function countsOf(db: Database, id: string): Promise<FormCounts> {
  return (await countsByForm(db, [id])).get(id) ?? NO_RESPONSES;
}

export async function listAdminForms(db: Database): Promise<AdminForm[]> {
  const rows = await db.select().from(forms).orderBy(desc(forms.createdAt), forms.id);
  const counts = await countsByForm(db);
  return rows.map((row) => presentAdminForm(row, counts.get(row.id) ?? NO_RESPONSES));
}

export async function findForm(db: Database, id: string): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  if (!row) throw notFound(FORM_MSG.notFound);
  return row;
}

export async function getAdminForm(db: Database, id: string): Promise<AdminForm & { definition: FormDefinition | null }> {
  const row = await findForm(db, id);
  const counts = (await countsByForm(db, [id])).get(id) ?? NO_RESPONSES;
  const definition = row.kind === 'builtin' ? (await versionOf(db, id, row.currentVersion)).definition : null;
  return { ...presentAdminForm(row, counts), definition };
}

function columns(input: FormWriteInput) {
  return {
    title: input.title,
    description: input.description,
    googleFormUrl: input.google_form_url,
    participantField: input.participant_field,
    audience: input.audience,
    // Left out of an edit, the schedule stays as it is (the original client knows nothing of it).
    ...(input.schedule_days === undefined ? {} : { scheduleDays: input.schedule_days }),
  };
}

export async function addForm(db: Database, actor: AuthUser, input: FormWriteInput): Promise<AdminForm> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({ ...columns(input), kind: input.kind })
      .returning();
    if (!row) throw new Error('form insert returned no row');
    if (input.definition) await tx.insert(formVersions).values({ formId: row.id, version: 1, definition: input.definition });
    await recordAudit(tx, { actor, action: 'form.create', details: { formId: row.id, kind: row.kind, audience: row.audience } });
    return presentAdminForm(row, NO_RESPONSES);
  });
}

/**
 * Edits a form. A built-in form's questions change in place while nobody has answered the current
 * version; once someone has, the edit becomes a new version and earlier responses keep theirs.
 */
export async function updateForm(db: Database, actor: AuthUser, id: string, input: FormWriteInput): Promise<AdminForm> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
    if (!before) throw notFound(FORM_MSG.notFound);
    if (before.kind !== input.kind) throw badRequest(FORM_MSG.kindCannotChange);
    let version = before.currentVersion;
    if (input.definition) {
      const current = await tx
        .select({ id: formVersions.id, definition: formVersions.definition })
        .from(formVersions)
        .where(and(eq(formVersions.formId, id), eq(formVersions.version, version)))
        .limit(1);
      const [answered] = await tx
        .select({ id: formResponses.id })
        .from(formResponses)
        .where(eq(formResponses.versionId, current[0]!.id))
        .limit(1);
      const unchanged = JSON.stringify(current[0]!.definition) === JSON.stringify(input.definition);
      if (!unchanged && answered) {
        version += 1;
        await tx.insert(formVersions).values({ formId: id, version, definition: input.definition });
      } else if (!unchanged) {
        await tx.update(formVersions).set({ definition: input.definition }).where(eq(formVersions.id, current[0]!.id));
      }
    }
    const [row] = await tx
      .update(forms)
      .set({ ...columns(input), currentVersion: version, updatedAt: new Date() })
      .where(eq(forms.id, id))
      .returning();
    await recordAudit(tx, { actor, action: 'form.update', details: { formId: id, version } });
    const counts = (await countsByForm(tx, [id])).get(id) ?? NO_RESPONSES;
    return presentAdminForm(row!, counts);
  });
}

export async function toggleForm(db: Database, actor: AuthUser, id: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(forms)
      .set({ isActive: sql`not ${forms.isActive}`, updatedAt: new Date() })
      .where(eq(forms.id, id))
      .returning({ isActive: forms.isActive });
    if (!row) throw notFound(FORM_MSG.notFound);
    await recordAudit(tx, { actor, action: 'form.toggle', details: { formId: id, isActive: row.isActive } });
    return row.isActive;
  });
}

/** Deletes a form with its versions and responses (foreign-key cascades). */
export async function deleteForm(db: Database, actor: AuthUser, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const deleted = await tx.delete(forms).where(eq(forms.id, id)).returning({ kind: forms.kind });
    if (deleted.length === 0) throw notFound(FORM_MSG.notFound);
    await recordAudit(tx, { actor, action: 'form.delete', details: { formId: id, kind: deleted[0]!.kind } });
  });
}
