import { z } from 'zod';
import { optionalTextField, requiredTextField } from '../text.js';
import {
  BAND_LABEL_MAX_LENGTH,
  FORM_MSG,
  MAX_BANDS,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  OPTION_LABEL_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
} from './messages.js';

/**
 * A built-in questionnaire: questions of seven kinds, optional scores per option, reverse-scored
 * items and bands over the total. Stored as one JSON document per form version, so an edit never
 * changes what an earlier response answered.
 */

export const QUESTION_KINDS = [
  'single_choice',
  'multiple_choice',
  'likert',
  'number',
  'time',
  'short_text',
  'long_text',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Kinds whose answers add to the total score. */
export const SCORED_KINDS: readonly QuestionKind[] = ['single_choice', 'multiple_choice', 'likert'];
/** Kinds that can be reverse-scored (one answer on an ordered scale). */
export const REVERSIBLE_KINDS: readonly QuestionKind[] = ['single_choice', 'likert'];

export const LIKERT_MIN = 0;
export const LIKERT_MAX = 10;
const SCORE_LIMIT = 1000;
const NUMBER_LIMIT = 1_000_000;

const questionId = z
  .string({ error: FORM_MSG.questionIdInvalid })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: FORM_MSG.questionIdInvalid });

const questionText = requiredTextField({
  max: QUESTION_TEXT_MAX_LENGTH,
  multiline: true,
  requiredMessage: FORM_MSG.questionTextRequired,
  tooLongMessage: FORM_MSG.questionTextTooLong,
});

const label = optionalTextField({ max: BAND_LABEL_MAX_LENGTH, tooLongMessage: FORM_MSG.labelTooLong });

const score = z
  .number({ error: FORM_MSG.scoreInvalid })
  .min(-SCORE_LIMIT, { error: FORM_MSG.scoreInvalid })
  .max(SCORE_LIMIT, { error: FORM_MSG.scoreInvalid });

export const choiceOptionSchema = z.object({
  label: requiredTextField({
    max: OPTION_LABEL_MAX_LENGTH,
    requiredMessage: FORM_MSG.optionLabelRequired,
    tooLongMessage: FORM_MSG.optionLabelTooLong,
  }),
  score: score.default(0),
});

const options = z
  .array(choiceOptionSchema, { error: FORM_MSG.optionsTooFew })
  .min(2, { error: FORM_MSG.optionsTooFew })
  .max(MAX_OPTIONS, { error: FORM_MSG.optionsTooMany });

const base = {
  id: questionId,
  text: questionText,
  required: z.boolean({ error: FORM_MSG.responsesInvalid }).default(true),
};
const reverse = z.boolean({ error: FORM_MSG.responsesInvalid }).default(false);

const boundedNumber = z
  .number({ error: FORM_MSG.numberBoundsInvalid })
  .min(-NUMBER_LIMIT, { error: FORM_MSG.numberBoundsInvalid })
  .max(NUMBER_LIMIT, { error: FORM_MSG.numberBoundsInvalid })
  .nullable()
  .default(null);

const likertEnd = z
  .number({ error: FORM_MSG.likertRangeInvalid })
  .int({ error: FORM_MSG.likertRangeInvalid })
  .min(LIKERT_MIN, { error: FORM_MSG.likertRangeInvalid })
  .max(LIKERT_MAX, { error: FORM_MSG.likertRangeInvalid });

export const questionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.literal('single_choice'), options, reverse }),
    z.object({ ...base, kind: z.literal('multiple_choice'), options }),
    z
      .object({
        ...base,
        kind: z.literal('likert'),
        min: likertEnd.default(1),
        max: likertEnd.default(5),
        min_label: label,
        max_label: label,
        reverse,
      })
      .refine((q) => q.max > q.min, { error: FORM_MSG.likertRangeInvalid, path: ['max'] }),
    z
      .object({
        ...base,
        kind: z.literal('number'),
        min: boundedNumber,
        max: boundedNumber,
        integer: z.boolean({ error: FORM_MSG.responsesInvalid }).default(false),
      })
      .refine((q) => q.min === null || q.max === null || q.min <= q.max, {
        error: FORM_MSG.numberBoundsInvalid,
        path: ['max'],
      }),
    z.object({ ...base, kind: z.literal('time') }),
    z.object({ ...base, kind: z.literal('short_text') }),
    z.object({ ...base, kind: z.literal('long_text') }),
  ],
  { error: FORM_MSG.responsesInvalid },
);
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

export const scoreBandSchema = z
  .object({
    min: score,
    max: score,
    label: requiredTextField({
      max: BAND_LABEL_MAX_LENGTH,
      requiredMessage: FORM_MSG.bandLabelRequired,
      tooLongMessage: FORM_MSG.labelTooLong,
    }),
  })
  .refine((band) => band.min <= band.max, { error: FORM_MSG.bandRangeInvalid, path: ['max'] });
export type ScoreBand = z.output<typeof scoreBandSchema>;

export const formDefinitionSchema = z
  .object(
    {
      questions: z
        .array(questionSchema, { error: FORM_MSG.questionsTooFew })
        .min(1, { error: FORM_MSG.questionsTooFew })
        .max(MAX_QUESTIONS, { error: FORM_MSG.questionsTooMany }),
      bands: z
        .array(scoreBandSchema, { error: FORM_MSG.bandRangeInvalid })
        .max(MAX_BANDS, { error: FORM_MSG.bandsTooMany })
        .default([]),
    },
    { error: FORM_MSG.definitionRequired },
  )
  .superRefine((definition, ctx) => {
    const ids = new Set<string>();
    definition.questions.forEach((question, index) => {
      if (ids.has(question.id)) ctx.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: FORM_MSG.questionIdsRepeat });
      ids.add(question.id);
    });
    const sorted = [...definition.bands].sort((a, b) => a.min - b.min);
    for (let i = 1; i < sorted.length; i += 1) {
      if (sorted[i]!.min <= sorted[i - 1]!.max) {
        ctx.addIssue({ code: 'custom', path: ['bands'], message: FORM_MSG.bandsOverlap });
        break;
      }
    }
  });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

export function isScoredQuestion(question: Question): boolean {
  return SCORED_KINDS.includes(question.kind);
}
