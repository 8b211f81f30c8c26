import { z } from 'zod';
import { BASE_FREQUENCY_RANGE, BRAINWAVE_BANDS, CONTENT_TYPES } from '../audio/catalogue.js';
import { optionalTextField, requiredTextField } from '../text.js';
import {
  AUDIO_MSG,
  audioSecondsField,
  binauralSoundSchema,
  brainwaveTypeSchema,
  relaxationCategorySchema,
  relaxationContentSchema,
} from './audio.js';

/**
 * Content management of the relaxation centre and the binaural sounds (the admin's side,
 * docs/product.md, "Relaxation and binaural sessions"). A module of its own, apart from the
 * participant's contracts in api/audio.ts: a phone loads those on every signed-in start (the open
 * session prompt), and these schemas would be built there for nothing (decision 028).
 */

const titleField = requiredTextField({
  max: 200,
  requiredMessage: AUDIO_MSG.titleRequired,
  tooLongMessage: AUDIO_MSG.titleTooLong,
});
const descriptionField = optionalTextField({ max: 1000, multiline: true, tooLongMessage: AUDIO_MSG.descriptionTooLong });
/** Either no file (synthesised) or a file served by this platform. */
const mediaUrlField = z
  .union([z.string(), z.null()], { error: AUDIO_MSG.urlInvalid })
  .optional()
  .transform((v) => (v ? v.trim() : null))
  .pipe(
    z
      .string()
      .regex(/^\/api\/media\/[A-Za-z0-9-]+\.[a-z0-9]{2,4}$/, { error: AUDIO_MSG.urlInvalid })
      .nullable(),
  );
const positiveDuration = audioSecondsField.min(1, { error: AUDIO_MSG.durationInvalid });

export const relaxationContentRequestSchema = z.object({
  category: relaxationCategorySchema,
  title: titleField,
  description: descriptionField,
  url: mediaUrlField,
  duration: positiveDuration,
  type: z.enum(CONTENT_TYPES, { error: AUDIO_MSG.mediaTypeInvalid }).default('audio'),
});
export type RelaxationContentRequest = z.input<typeof relaxationContentRequestSchema>;
export type RelaxationContentInput = z.output<typeof relaxationContentRequestSchema>;

export const binauralSoundRequestSchema = z
  .object({
    name: requiredTextField({ max: 200, requiredMessage: AUDIO_MSG.nameRequired, tooLongMessage: AUDIO_MSG.titleTooLong }),
    description: descriptionField,
    base_frequency: z
      .number({ error: AUDIO_MSG.baseFrequencyInvalid })
      .min(BASE_FREQUENCY_RANGE.min, { error: AUDIO_MSG.baseFrequencyInvalid })
      .max(BASE_FREQUENCY_RANGE.max, { error: AUDIO_MSG.baseFrequencyInvalid }),
    binaural_frequency: z.number({ error: AUDIO_MSG.beatOutsideBand }),
    duration: positiveDuration,
    purpose: optionalTextField({ max: 200, tooLongMessage: AUDIO_MSG.purposeTooLong }),
    brainwave_type: brainwaveTypeSchema,
    url: mediaUrlField,
  })
  .superRefine((sound, ctx) => {
    const band = BRAINWAVE_BANDS[sound.brainwave_type];
    if (sound.binaural_frequency < band.min || sound.binaural_frequency > band.max) {
      ctx.addIssue({ code: 'custom', path: ['binaural_frequency'], message: AUDIO_MSG.beatOutsideBand });
    }
  });
export type BinauralSoundRequest = z.input<typeof binauralSoundRequestSchema>;
export type BinauralSoundInput = z.output<typeof binauralSoundRequestSchema>;

/** Admin views carry the category, which the participant's lists get from the query instead. */
export const adminRelaxationContentSchema = relaxationContentSchema.extend({ category: relaxationCategorySchema });
export type AdminRelaxationContent = z.infer<typeof adminRelaxationContentSchema>;
export const adminRelaxationListResponseSchema = z.object({
  success: z.literal(true),
  content: z.array(adminRelaxationContentSchema),
});
export const adminRelaxationSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  content: adminRelaxationContentSchema,
});
export const binauralSoundSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  sound: binauralSoundSchema,
});

export const mediaUploadResponseSchema = z.object({
  success: z.literal(true),
  media: z.object({ url: z.string(), mime: z.string(), size: z.number(), type: z.enum(CONTENT_TYPES) }),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const mediaParamsSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9-]+\.[a-z0-9]{2,4}$/, { error: AUDIO_MSG.mediaNotFound }),
});
