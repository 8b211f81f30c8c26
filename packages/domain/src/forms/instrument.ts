import { z } from 'zod';
import { optionalTextField, requiredTextField } from '../text.js';
import { formDefinitionSchema, type FormDefinition } from './definition.js';
import { FORM_DESCRIPTION_MAX_LENGTH, FORM_MSG, FORM_TITLE_MAX_LENGTH } from './messages.js';

/**
 * A built-in form's definition as a portable JSON file: a research team enters a licensed
 * instrument once and imports it into another deployment. No answers, no people, no ids of this
 * deployment: only the title, description, questions, option scores, reverse items and bands.
 */
export const INSTRUMENT_FORMAT = 'uyku-stres-form';
export const INSTRUMENT_FORMAT_VERSION = 1;

export const formTitleField = requiredTextField({
  max: FORM_TITLE_MAX_LENGTH,
  requiredMessage: FORM_MSG.titleRequired,
  tooLongMessage: FORM_MSG.titleTooLong,
});
export const formDescriptionField = optionalTextField({
  max: FORM_DESCRIPTION_MAX_LENGTH,
  multiline: true,
  tooLongMessage: FORM_MSG.descriptionTooLong,
});

export const formInstrumentSchema = z.object(
  {
    format: z.literal(INSTRUMENT_FORMAT, { error: FORM_MSG.instrumentInvalid }),
    format_version: z.literal(INSTRUMENT_FORMAT_VERSION, { error: FORM_MSG.instrumentInvalid }),
    title: formTitleField,
    description: formDescriptionField,
    definition: formDefinitionSchema,
  },
  { error: FORM_MSG.instrumentInvalid },
);
export type FormInstrument = z.output<typeof formInstrumentSchema>;

export function toInstrument(form: { title: string; description: string; definition: FormDefinition }): FormInstrument {
  return {
    format: INSTRUMENT_FORMAT,
    format_version: INSTRUMENT_FORMAT_VERSION,
    title: form.title,
    description: form.description,
    definition: form.definition,
  };
}

/** Reads an instrument file's text; the first problem as a Turkish message when it is not one. */
export function parseInstrument(text: string): { instrument: FormInstrument } | { message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { message: FORM_MSG.instrumentInvalid };
  }
  const parsed = formInstrumentSchema.safeParse(raw);
  if (parsed.success) return { instrument: parsed.data };
  const first = parsed.error.issues[0];
  return { message: first ? `${FORM_MSG.instrumentInvalid}: ${first.message}` : FORM_MSG.instrumentInvalid };
}
