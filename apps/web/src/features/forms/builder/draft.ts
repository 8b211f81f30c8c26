import {
  REVERSIBLE_KINDS,
  type FormAudience,
  type FormDefinition,
  type FormDefinitionInput,
  type QuestionInput,
  type QuestionKind,
} from '@uyku/domain';

/**
 * What the builder edits: every input as typed (numbers as text), so a half-typed "-" or "2."
 * is not lost; turned into the domain's definition only when saved or exported.
 */
export interface DraftOption {
  label: string;
  score: string;
}

export interface DraftQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  required: boolean;
  reverse: boolean;
  options: DraftOption[];
  min: string;
  max: string;
  minLabel: string;
  maxLabel: string;
  integer: boolean;
}

export interface DraftBand {
  min: string;
  max: string;
  label: string;
}

export interface BuilderDraft {
  title: string;
  description: string;
  audience: FormAudience;
  questions: DraftQuestion[];
  bands: DraftBand[];
}

export function newQuestionId(): string {
  return `q${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

export function newQuestion(kind: QuestionKind = 'single_choice'): DraftQuestion {
  return {
    id: newQuestionId(),
    kind,
    text: '',
    required: true,
    reverse: false,
    options: [
      { label: '', score: '0' },
      { label: '', score: '1' },
    ],
    min: kind === 'likert' ? '1' : '',
    max: kind === 'likert' ? '5' : '',
    minLabel: '',
    maxLabel: '',
    integer: false,
  };
}

/** The number typed, or NaN for something that is not one (the schema then names the field). */
const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));
const toOptionalNumber = (text: string) => (text.trim() === '' ? null : toNumber(text));

function toQuestion(q: DraftQuestion): QuestionInput {
  const base = { id: q.id, text: q.text, required: q.required };
  switch (q.kind) {
    case 'single_choice':
      return { ...base, kind: q.kind, reverse: q.reverse, options: q.options.map((o) => ({ label: o.label, score: toNumber(o.score) })) };
    case 'multiple_choice':
      return { ...base, kind: q.kind, options: q.options.map((o) => ({ label: o.label, score: toNumber(o.score) })) };
    case 'likert':
      return { ...base, kind: q.kind, min: toNumber(q.min), max: toNumber(q.max), min_label: q.minLabel, max_label: q.maxLabel, reverse: q.reverse };
    case 'number':
      return { ...base, kind: q.kind, min: toOptionalNumber(q.min), max: toOptionalNumber(q.max), integer: q.integer };
    default:
      return { ...base, kind: q.kind };
  }
}

export function toDefinitionInput(draft: BuilderDraft): FormDefinitionInput {
  return {
    questions: draft.questions.map(toQuestion),
    bands: draft.bands.map((b) => ({ min: toNumber(b.min), max: toNumber(b.max), label: b.label })),
  };
}

export function fromDefinition(
  form: { title: string; description: string; audience?: FormAudience },
  definition: FormDefinition,
): BuilderDraft {
  return {
    title: form.title,
    description: form.description,
    audience: form.audience ?? 'both',
    questions: definition.questions.map((q) => {
      const draft = newQuestion(q.kind);
      draft.id = q.id;
      draft.text = q.text;
      draft.required = q.required;
      if ('reverse' in q) draft.reverse = q.reverse;
      if ('options' in q) draft.options = q.options.map((o) => ({ label: o.label, score: String(o.score) }));
      if (q.kind === 'likert') {
        draft.min = String(q.min);
        draft.max = String(q.max);
        draft.minLabel = q.min_label;
        draft.maxLabel = q.max_label;
      }
      if (q.kind === 'number') {
        draft.min = q.min === null ? '' : String(q.min);
        draft.max = q.max === null ? '' : String(q.max);
        draft.integer = q.integer;
      }
      return draft;
    }),
    bands: definition.bands.map((b) => ({ min: String(b.min), max: String(b.max), label: b.label })),
  };
}

export const emptyDraft = (): BuilderDraft => ({
  title: '',
  description: '',
  audience: 'both',
  questions: [newQuestion()],
  bands: [],
});

export const isReversible = (kind: QuestionKind) => REVERSIBLE_KINDS.includes(kind);
export const hasOptions = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice';
