import { desc, eq } from 'drizzle-orm';
import {
  formatDateTime,
  HIDDEN_RESPONSE_KEYS,
  formatAnswer,
  participantCode,
  readableAnswers,
  type AdminFormResponse,
  type Answers,
  type FormDefinition,
} from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { formResponses, formVersions, users, type FormRow } from '../../db/schema/index.js';
import type { CsvValue } from '../../lib/csv.js';
import { findForm } from './service.js';

/**
 * A form's responses for the admin (docs/product.md, "Form responses"): as a list for the panel and as a CSV
 * with one column per question (built-in) or per answer key (external), written by lib/csv.
 */

interface ResponseRecord {
  id: string;
  responses: Record<string, unknown>;
  score: number | null;
  band: string | null;
  timepointDay: number | null;
  createdAt: Date;
  userId: string;
  name: string;
  phone: string;
  email: string | null;
  participantNumber: number;
  group: string;
  version: number | null;
  definition: FormDefinition | null;
}

async function responseRecords(db: Database, formId: string): Promise<ResponseRecord[]> {
  return db
    .select({
      id: formResponses.id,
      responses: formResponses.responses,
      score: formResponses.score,
      band: formResponses.band,
      timepointDay: formResponses.timepointDay,
      createdAt: formResponses.createdAt,
      userId: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      participantNumber: users.participantNumber,
      // The group the response counts for (its own time, from the group history), not today's.
      group: formResponses.group,
      version: formVersions.version,
      definition: formVersions.definition,
    })
    .from(formResponses)
    .innerJoin(users, eq(users.id, formResponses.userId))
    .leftJoin(formVersions, eq(formVersions.id, formResponses.versionId))
    .where(eq(formResponses.formId, formId))
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id));
}

function present(record: ResponseRecord): AdminFormResponse {
  return {
    id: record.id,
    user_id: record.userId,
    user_name: record.name,
    user_phone: record.phone,
    user_email: record.email,
    participant_code: participantCode(record.participantNumber),
    ab_group: record.group,
    created_at: record.createdAt.toISOString(),
    responses: record.definition ? readableAnswers(record.definition, record.responses as Answers) : record.responses,
    score: record.score,
    band: record.band,
    version: record.version,
    timepoint_day: record.timepointDay,
  };
}

export async function listResponses(db: Database, formId: string): Promise<AdminFormResponse[]> {
  await findForm(db, formId);
  return (await responseRecords(db, formId)).map(present);
}

const GROUP_LABELS: Record<string, string> = { control: 'Kontrol', experiment: 'Deney' };
const COMMON_HEADER = ['Katılımcı Kodu', 'Ad Soyad', 'Telefon', 'E-posta', 'Grup', 'Tarih'];

function commonCells(record: ResponseRecord): CsvValue[] {
  return [
    participantCode(record.participantNumber),
    record.name,
    record.phone,
    record.email,
    GROUP_LABELS[record.group] ?? record.group,
    // 21.11.2026 03:30 in the study's time zone, like the other admin CSVs.
    formatDateTime(record.createdAt),
  ];
}

function cellOf(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * Built-in form: one column per question across every version (labelled by its newest text),
 * then version, score and band. External form: one column per answer key, bookkeeping keys left out.
 */
function csvTable(form: FormRow, records: ResponseRecord[]): { header: string[]; rows: CsvValue[][] } {
  const table = answerTable(form, records);
  // A timepoint form (decision 009) adds the study day each response answers after the date.
  if (!records.some((record) => record.timepointDay !== null)) return table;
  const at = COMMON_HEADER.length;
  return {
    header: [...table.header.slice(0, at), 'Ölçüm Günü', ...table.header.slice(at)],
    rows: table.rows.map((row, i) => [...row.slice(0, at), records[i]!.timepointDay, ...row.slice(at)]),
  };
}

function answerTable(form: FormRow, records: ResponseRecord[]): { header: string[]; rows: CsvValue[][] } {
  if (form.kind === 'builtin') {
    const columns = new Map<string, string>();
    // Newest version first, so a question's column carries its current wording.
    const byVersion = [...records].sort((a, b) => (b.version ?? 0) - (a.version ?? 0));
    for (const record of byVersion) {
      for (const question of record.definition?.questions ?? []) if (!columns.has(question.id)) columns.set(question.id, question.text);
    }
    const ids = [...columns.keys()];
    return {
      header: [...COMMON_HEADER, ...columns.values(), 'Sürüm', 'Toplam Puan', 'Puan Aralığı'],
      rows: records.map((record) => {
        const answers = record.responses as Answers;
        const cells = ids.map((id) => {
          const question = record.definition?.questions.find((q) => q.id === id);
          const answer = answers[id];
          // A typed number stays a number, so the Excel dialect writes its decimal comma ('7,5', not '7.5', which Turkish Excel reads as a date).
          if (question?.kind === 'number' && typeof answer === 'number') return answer;
          return question ? formatAnswer(question, answer) : null;
        });
        return [...commonCells(record), ...cells, record.version, record.score, record.band];
      }),
    };
  }
  const hidden = new Set<string>(HIDDEN_RESPONSE_KEYS);
  const keys: string[] = [];
  for (const record of records) for (const key of Object.keys(record.responses)) if (!hidden.has(key) && !keys.includes(key)) keys.push(key);
  return {
    header: [...COMMON_HEADER, ...keys],
    rows: records.map((record) => [...commonCells(record), ...keys.map((key) => cellOf(record.responses[key]))]),
  };
}

export async function responsesCsv(db: Database, formId: string): Promise<{ form: FormRow; header: string[]; rows: CsvValue[][] }> {
  const form = await findForm(db, formId);
  const records = await responseRecords(db, formId);
  return { form, ...csvTable(form, records) };
}
