import { z } from 'zod';
import { cleanText } from '../text.js';
import { formDefinitionSchema } from '../forms/definition.js';
import { formDescriptionField, formTitleField } from '../forms/instrument.js';
import { isShortGoogleFormUrl, normaliseGoogleFormUrl, PARTICIPANT_FIELD } from '../forms/links.js';
import { FORM_MSG, LONG_TEXT_MAX_LENGTH, MAX_RESPONSE_KEYS } from '../forms/messages.js';
import { scheduleDaysSchema } from '../forms/schedule.js';

/**
 * Contracts of /api/forms (docs/product.md, "Questionnaires (forms)"). The original lists
 * (`/forms/types`, `/forms/admin/all`, `/forms/admin/responses/{formId}`) answer bare arrays with
 * the original snake_case names; built-in questionnaires, group limits and the participant-code pre-fill add
 * fields beside them.
 */

export const FORM_KINDS = ['google', 'builtin'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
/** Which group sees a form: the A/B design needs questionnaires for one arm only. */
export const FORM_AUDIENCES = ['both', 'control', 'experiment'] as const;
export type FormAudience = (typeof FORM_AUDIENCES)[number];

/** Keys of the original responses map that are bookkeeping, not answers: never shown. */
export const HIDDEN_RESPONSE_KEYS = ['filled', 'timestamp', 'user_name', 'user_phone'] as const;

const audienceField = z.enum(FORM_AUDIENCES, { error: FORM_MSG.audienceInvalid }).default('both');

const participantField = z
  .union([z.string(), z.null()], { error: FORM_MSG.participantFieldInvalid })
  .optional()
  .transform((raw) => (raw ?? '').trim())
  .pipe(z.union([z.literal(''), z.string().regex(PARTICIPANT_FIELD, { error: FORM_MSG.participantFieldInvalid })]))
  .transform((value) => (value === '' ? null : value));

/**
 * Add or edit a form. Without `kind` it is the original external Google form (title, description,
 * google_form_url); `kind: 'builtin'` carries a definition instead of an address.
 */
export const formWriteRequestSchema = z
  .object({
    kind: z.enum(FORM_KINDS, { error: FORM_MSG.kindInvalid }).default('google'),
    title: formTitleField,
    description: formDescriptionField,
    google_form_url: z.union([z.string(), z.null()], { error: FORM_MSG.invalidGoogleUrl }).optional(),
    participant_field: participantField,
    audience: audienceField,
    definition: formDefinitionSchema.optional(),
    /** Study days at which the form is due (decision 009); left out: none when adding, unchanged when editing. */
    schedule_days: scheduleDaysSchema.optional(),
  })
  .transform((body, ctx) => {
    if (body.kind === 'builtin') {
      if (!body.definition) {
        ctx.addIssue({ code: 'custom', path: ['definition'], message: FORM_MSG.definitionRequired });
        return z.NEVER;
      }
      return { ...body, google_form_url: null, participant_field: null, definition: body.definition };
    }
    const url = normaliseGoogleFormUrl(body.google_form_url ?? '');
    if (!url) {
      ctx.addIssue({ code: 'custom', path: ['google_form_url'], message: FORM_MSG.invalidGoogleUrl });
      return z.NEVER;
    }
    if (body.participant_field && isShortGoogleFormUrl(url)) {
      ctx.addIssue({ code: 'custom', path: ['participant_field'], message: FORM_MSG.participantFieldNeedsFullUrl });
      return z.NEVER;
    }
    return { ...body, google_form_url: url, definition: null };
  });
export type FormWriteRequest = z.input<typeof formWriteRequestSchema>;
export type FormWriteInput = z.output<typeof formWriteRequestSchema>;

/** An answer's text, alone or in a list: cleaned like every other stored text. */
const answerText = z
  .string()
  .transform((raw) => cleanText(raw, { multiline: true }))
  .pipe(z.string().max(LONG_TEXT_MAX_LENGTH, { error: FORM_MSG.responsesInvalid }));

/** One value of the original responses map. */
const responseValue = z.union(
  [
    z.boolean(),
    z.number(),
    z.null(),
    answerText,
    z.array(z.union([z.number(), answerText]), { error: FORM_MSG.responsesInvalid }).max(100),
  ],
  { error: FORM_MSG.responsesInvalid },
);

/**
 * POST /forms/responses. For an external form the original map (filled, timestamp, user_name,
 * user_phone); for a built-in one the answers keyed by question id, checked against the questions.
 */
export const formResponseRequestSchema = z.object({
  form_type_id: z.uuid({ error: FORM_MSG.notFound }),
  responses: z
    .record(z.string().max(200, { error: FORM_MSG.responsesInvalid }), responseValue, { error: FORM_MSG.responsesInvalid })
    .refine((map) => Object.keys(map).length <= MAX_RESPONSE_KEYS, { error: FORM_MSG.responsesTooMany })
    .default({}),
});
export type FormResponseRequest = z.input<typeof formResponseRequestSchema>;

/** Form type, user view, plus the kind. */
export const formTypeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The address to embed, pre-filled with the caller's participant code when the form names a field; '' for a built-in form. */
  google_form_url: z.string(),
  is_filled: z.boolean(),
  last_filled_at: z.string().nullable(),
  kind: z.enum(FORM_KINDS),
  /**
   * Timepoint forms (decision 009). For a scheduled form `is_filled` means the timepoint due now is
   * answered (or, before the first one opens, nothing); the server always sends these.
   */
  schedule_days: z.array(z.number()).optional(),
  /** The scheduled study day answerable now; null when none is (unscheduled, not yet open). */
  due_timepoint: z.number().nullable().optional(),
  /** The next scheduled study day still to open; null when none is left. */
  next_timepoint: z.number().nullable().optional(),
  /** Scheduled days the caller has answered. */
  timepoints_done: z.array(z.number()).optional(),
});
export type FormType = z.infer<typeof formTypeSchema>;
export const formTypesResponseSchema = z.array(formTypeSchema);

/** Form, admin view: response_count counts respondents, total_responses the responses. */
export const adminFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  google_form_url: z.string(),
  is_active: z.boolean(),
  response_count: z.number(),
  total_responses: z.number(),
  kind: z.enum(FORM_KINDS),
  audience: z.enum(FORM_AUDIENCES),
  participant_field: z.string().nullable(),
  /** The current version of a built-in form's questions (1 for an external form). */
  version: z.number(),
  created_at: z.string(),
  /** Study days at which the form is due (decision 009); empty: not a timepoint form. */
  schedule_days: z.array(z.number()),
});
export type AdminForm = z.infer<typeof adminFormSchema>;
export const adminFormsResponseSchema = z.array(adminFormSchema);

export const adminFormDetailResponseSchema = z.object({
  success: z.literal(true),
  form: adminFormSchema.extend({ definition: formDefinitionSchema.nullable() }),
});
export type AdminFormDetailResponse = z.infer<typeof adminFormDetailResponseSchema>;

export const formSavedResponseSchema = z.object({ success: z.literal(true), message: z.string(), form: adminFormSchema });
export type FormSavedResponse = z.infer<typeof formSavedResponseSchema>;

const answerValue = z.union([z.number(), z.array(z.number()), z.string()]);

/** Form response; `responses` maps each question's text to the answer as a reader sees it. */
export const adminFormResponseSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_phone: z.string(),
  user_email: z.string().nullable(),
  participant_code: z.string(),
  ab_group: z.string(),
  created_at: z.string(),
  responses: z.record(z.string(), z.unknown()),
  score: z.number().nullable(),
  band: z.string().nullable(),
  /** The version of the questions this response answered (built-in forms). */
  version: z.number().nullable(),
  /** The scheduled study day this response answers; null for an unscheduled form. */
  timepoint_day: z.number().nullable(),
});
export type AdminFormResponse = z.infer<typeof adminFormResponseSchema>;
export const adminFormResponsesSchema = z.array(adminFormResponseSchema);

/** A built-in form for the participant to fill, with their own earlier response for the read-only view. */
export const builtinFormResponseSchema = z.object({
  success: z.literal(true),
  form: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    version: z.number(),
    definition: formDefinitionSchema,
  }),
  my_response: z
    .object({
      created_at: z.string(),
      version: z.number(),
      definition: formDefinitionSchema,
      answers: z.record(z.string(), answerValue),
      score: z.number().nullable(),
      band: z.string().nullable(),
    })
    .nullable(),
});
export type BuiltinFormResponse = z.infer<typeof builtinFormResponseSchema>;

export const formResponseSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  score: z.number().nullable(),
  band: z.string().nullable(),
});
export type FormResponseSaved = z.infer<typeof formResponseSavedSchema>;

export const formToggleResponseSchema = z.object({ success: z.literal(true), message: z.string(), is_active: z.boolean() });

export const formIdParamsSchema = z.object({ formId: z.uuid({ error: 'Geçersiz kimlik' }) });

/** `PATCH /forms/admin/{id}/schedule`: the form's study days, replaced ([] removes the schedule). */
export const formScheduleRequestSchema = z.object(
  { schedule_days: scheduleDaysSchema },
  { error: FORM_MSG.scheduleInvalid },
);
export type FormScheduleRequest = z.input<typeof formScheduleRequestSchema>;

/** One scheduled day's completion: participants who reached it, who answered, and who has not. */
export const timepointCompletionSchema = z.object({
  day: z.number(),
  due_count: z.number(),
  answered_count: z.number(),
  missing: z.array(z.object({ user_id: z.string(), name: z.string(), participant_code: z.string() })),
});
export type TimepointCompletion = z.infer<typeof timepointCompletionSchema>;

/** `GET /forms/admin/{id}/timepoints`. */
export const formTimepointsResponseSchema = z.object({
  success: z.literal(true),
  schedule_days: z.array(z.number()),
  timepoints: z.array(timepointCompletionSchema),
});
export type FormTimepointsResponse = z.infer<typeof formTimepointsResponseSchema>;
