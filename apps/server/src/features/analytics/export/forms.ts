import { sql } from 'drizzle-orm';
import { maskFreeText, participantCode, type FormDefinition, type Question } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import type { CsvValue } from '../../../lib/csv.js';
import { GROUP_VALUES, MAX_COLUMN_NAME, type ExportColumn, type ValueLabel } from './columns.js';
import { z } from 'zod';
import { rowsOf } from '../rows.js';

/**
 * form_NN_responses.csv of the whole-study export: one column per question ever asked in any
 * version of the form (by its stable question id), each answer read with the version it was given
 * under (`form_version`), so answers to a question removed later stay in the export. Text answers
 * are participants' own words and may name them: they are left out unless the admin asks for
 * them, and then masked (docs/sleep-metrics.md "Free text in the study export").
 */

const FREE_TEXT_KINDS: ReadonlySet<Question['kind']> = new Set(['short_text', 'long_text']);

const formRow = z.object({
  n: z.number(),
  version: z.number().nullable(),
  created_at: z.string(),
  ab_group: z.string(),
  timepoint_day: z.number().nullable(),
  score: z.number().nullable(),
  band: z.string().nullable(),
  responses: z.record(z.string(), z.unknown()),
  /** Read only when free text is exported, to mask the participant's name in it; never written. */
  name: z.string().nullable(),
});
type FormRow = z.infer<typeof formRow>;

/**
 * A stored definition: validated in full when it was saved (formDefinitionSchema); here only its
 * shape is checked, so a definition an older version accepted still exports.
 */
const storedDefinition = z.custom<FormDefinition>(
  (value) => typeof value === 'object' && value !== null && Array.isArray((value as { questions?: unknown }).questions),
);

/** A question as the export knows it: its newest wording and the versions that asked it. */
interface AskedQuestion {
  id: string;
  newest: Question;
  versions: number[];
}

export interface FormExport {
  file: string;
  title: string;
  questions: AskedQuestion[];
  /** Each version's definition, to read an answer with the question it was given to. */
  definitions: Map<number, FormDefinition>;
  rows: FormRow[];
}

/** Every question of every version, in the order they first appeared, with their newest wording. */
function askedQuestions(definitions: Map<number, FormDefinition>): AskedQuestion[] {
  const byId = new Map<string, AskedQuestion>();
  for (const [version, definition] of [...definitions].sort(([a], [b]) => a - b)) {
    for (const question of definition.questions) {
      const known = byId.get(question.id);
      if (known) {
        known.newest = question;
        known.versions.push(version);
      } else byId.set(question.id, { id: question.id, newest: question, versions: [version] });
    }
  }
  return [...byId.values()];
}

/** Every form with its responses; answers of built-in forms become columns, an external form's do not. */
export async function formExports(db: Database, freeText: boolean): Promise<FormExport[]> {
  const forms = await rowsOf(
    db,
    z.object({ id: z.string(), title: z.string(), kind: z.string() }),
    sql`select f.id, f.title, f.kind from forms f order by f.created_at, f.id`,
  );
  const result: FormExport[] = [];
  for (const [index, form] of forms.entries()) {
    const versions =
      form.kind === 'builtin'
        ? await rowsOf(
            db,
            z.object({ version: z.number(), definition: storedDefinition }),
            sql`select v.version, v.definition from form_versions v where v.form_id = ${form.id} order by v.version`,
          )
        : [];
    const definitions = new Map(versions.map((v) => [v.version, v.definition]));
    const rows = await rowsOf(
      db,
      formRow,
      sql`select u.participant_number as n, v.version, r.created_at, r.ab_group, r.timepoint_day, r.score::float8 as score, r.band,
            r.responses, ${freeText ? sql`u.name` : sql`null`} as name
          from form_responses r join users u on u.id = r.user_id and not u.is_admin
          left join form_versions v on v.id = r.version_id
          where r.form_id = ${form.id} order by u.participant_number, r.created_at`,
    );
    result.push({
      file: `form_${String(index + 1).padStart(2, '0')}_responses.csv`,
      title: form.title,
      questions: askedQuestions(definitions),
      definitions,
      rows,
    });
  }
  return result;
}

/** A built-in answer as a number where it is one: choices as their 1-based option number. */
function rawAnswer(question: Question, answer: unknown): CsvValue {
  if (answer === undefined || answer === null) return null;
  if (question.kind === 'single_choice' && typeof answer === 'number') return answer + 1;
  if (question.kind === 'multiple_choice' && Array.isArray(answer)) return answer.map((i) => Number(i) + 1).join(';');
  if (typeof answer === 'number' || typeof answer === 'string') return answer;
  return JSON.stringify(answer);
}

/** `q_<question id>` in the export's ASCII rule, or `q_<n>` where the id does not fit or repeats. */
function columnNames(questions: AskedQuestion[]): string[] {
  const used = new Set<string>();
  return questions.map((question, index) => {
    const fromId = `q_${question.id.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
    const name = fromId.length <= MAX_COLUMN_NAME && !used.has(fromId) ? fromId : `q_${index + 1}`;
    used.add(name);
    return name;
  });
}

function allowedValues(question: Question): string {
  if (question.kind !== 'single_choice' && question.kind !== 'multiple_choice') return '';
  const options = question.options.map((option, i) => `${i + 1} = ${option.label}`).join('; ');
  return options + (question.kind === 'multiple_choice' ? ' (birden çok: ; ile)' : '');
}

/** How statistics packages read an answer: a choice is a coded category, a Likert item a bounded integer. */
function analysisTypeOf(question: Question): Pick<ExportColumn<FormRow>, 'type' | 'range' | 'values'> {
  const options = (): ValueLabel[] => (question.kind === 'single_choice' || question.kind === 'multiple_choice' ? question.options.map((o, i) => ({ code: i + 1, label: o.label })) : []);
  switch (question.kind) {
    case 'single_choice':
      return { type: 'categorical', values: options() };
    case 'multiple_choice':
      // `1;3`: a list, read as text; the options' labels are still listed.
      return { type: 'text', values: options() };
    case 'likert': {
      const ends = [
        { code: question.min, label: question.min_label },
        { code: question.max, label: question.max_label },
      ].filter((end) => end.label.trim() !== '');
      return { type: 'integer', range: [question.min, question.max], ...(ends.length > 0 ? { values: ends } : {}) };
    }
    case 'number':
      return { type: question.integer ? 'integer' : 'decimal', ...(question.min !== null && question.max !== null ? { range: [question.min, question.max] as const } : {}) };
    case 'time':
      return { type: 'time' };
    default:
      return { type: 'text' };
  }
}

export function formColumns(form: FormExport, freeText: boolean): ExportColumn<FormRow>[] {
  const base: ExportColumn<FormRow>[] = [
    { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad', type: 'text', source: 'study', value: (r) => participantCode(r.n) },
    { name: 'submitted_at', label: 'Yanıt zamanı', meaning: `"${form.title}" formunun yanıtı`, type: 'datetime', source: 'app', unit: 'ISO 8601 (UTC ofsetli)', value: (r) => r.created_at },
    { name: 'group_at_time', label: 'Yanıt anındaki grup', meaning: 'Yanıt anında grup geçmişindeki grup', type: 'categorical', source: 'computed', values: GROUP_VALUES, value: (r) => r.ab_group },
    { name: 'timepoint_day', label: 'Ölçüm noktası', meaning: 'Formun planlandığı çalışma günü', type: 'integer', source: 'study', missing: 'Planlı ölçüm noktası değilse boş', value: (r) => r.timepoint_day },
    { name: 'form_version', label: 'Form sürümü', meaning: 'Yanıtın verildiği soru sürümü; her yanıt bu sürümün sorusuyla okunur', type: 'integer', source: 'app', missing: 'Dış (Google) formda boş', value: (r) => r.version },
    { name: 'total_score', label: 'Toplam puan', meaning: 'Kayıt anında hesaplanan puan', type: 'decimal', source: 'computed', missing: 'Puanlanmayan formda boş', value: (r) => r.score },
    { name: 'score_band', label: 'Puan aralığı', meaning: 'Puanın düştüğü aralık', type: 'text', source: 'computed', missing: 'Puanlanmayan formda boş', value: (r) => r.band },
  ];
  const asked = form.questions.filter((question) => freeText || !FREE_TEXT_KINDS.has(question.newest.kind));
  const names = columnNames(asked);
  const questions = asked.map((question, index): ExportColumn<FormRow> => {
    const isText = FREE_TEXT_KINDS.has(question.newest.kind);
    return {
      name: names[index] ?? `q_${index + 1}`,
      label: question.newest.text,
      meaning:
        `Soru kimliği ${question.id} (${question.newest.kind}); soran sürümler: ${question.versions.join(', ')}` +
        (isText ? '; serbest metin: telefon, e-posta, bağlantı, @kullanıcı adı ve katılımcının adı ekleriyle maskelendi ([telefon], [e-posta], [bağlantı], [kullanıcı adı], [ad]; en iyi çaba); satır sonları boşluk oldu' : ''),
      allowed: allowedValues(question.newest),
      ...analysisTypeOf(question.newest),
      source: 'questionnaire',
      missing: 'Yanıtlanmadıysa veya yanıtın sürümünde bu soru yoksa boş',
      value: (row) => {
        // The question as the response's own version asked it (its options may have changed since).
        const asAsked = row.version === null ? undefined : form.definitions.get(row.version)?.questions.find((q) => q.id === question.id);
        if (!asAsked) return null;
        const value = rawAnswer(asAsked, row.responses[question.id]);
        // One line per cell: SPSS's GET DATA (analysis/load.sps) reads a line break as the end of the case.
        return isText && typeof value === 'string' ? maskFreeText(value, row.name ?? '').replace(/\s*[\r\n]+\s*/g, ' ') : value;
      },
    };
  });
  return [...base, ...questions];
}
