import { desc, eq } from 'drizzle-orm';
import { readableAnswers, type Answers } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { formResponses, forms, formVersions } from '../../db/schema/index.js';

/**
 * Everything one participant answered, for their own data download (KVKK right of access): the
 * form's title, when, and the answers as a reader sees them, with score and band.
 */
export async function formResponsesOfUser(
  db: Database,
  userId: string,
): Promise<
  { form_title: string; created_at: string; timepoint_day: number | null; responses: Record<string, unknown>; score: number | null; band: string | null }[]
> {
  const rows = await db
    .select({
      title: forms.title,
      responses: formResponses.responses,
      score: formResponses.score,
      band: formResponses.band,
      timepointDay: formResponses.timepointDay,
      createdAt: formResponses.createdAt,
      definition: formVersions.definition,
    })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .leftJoin(formVersions, eq(formVersions.id, formResponses.versionId))
    .where(eq(formResponses.userId, userId))
    .orderBy(desc(formResponses.createdAt));
  return rows.map((row) => ({
    form_title: row.title,
    created_at: row.createdAt.toISOString(),
    timepoint_day: row.timepointDay,
    responses: row.definition ? readableAnswers(row.definition, row.responses as Answers) : row.responses,
    score: row.score,
    band: row.band,
  }));
}
