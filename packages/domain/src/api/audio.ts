import { z } from 'zod';
import {
  AUDIO_HEART_RATE_MAX,
  AUDIO_HEART_RATE_MIN,
  BRAINWAVE_TYPES,
  CONTENT_TYPES,
  RELAXATION_CATEGORIES,
} from '../audio/catalogue.js';
import { optionalTextField } from '../text.js';

/**
 * Contracts of the relaxation centre, the binaural sounds and the heart-rate sessions around
 * them (docs/product.md, "Relaxation and binaural sessions"). Keys are the original field names.
 */

export const AUDIO_MSG = {
  heartRateInvalid: 'Lütfen geçerli bir kalp atım hızı girin (40-200 arası)',
  heartRateSaved: 'Kalp atım hızı kaydedildi!',
  measurementInvalid: 'Ölçüm bilgisi geçersiz',
  measurementWithoutValue: 'Ölçülmeyen bir değerin ölçüm bilgisi olamaz',
  endedAtInvalid: 'Oturumun bitiş zamanı geçersiz',
  referenceInvalid: 'Referans cihaz değeri 40-200 arası bir tam sayı olmalıdır',
  referenceWithoutDevice: 'Referans cihaz değeri yalnızca kamera veya Bluetooth ölçümünün yanında girilebilir',
  referenceNotAsked: 'Bu çalışmada referans cihaz değeri istenmiyor',
  categoryInvalid: 'Geçersiz kategori',
  brainwaveInvalid: 'Beyin dalgası türü delta, teta veya alfa olmalıdır',
  contentTypeInvalid: 'İçerik türü relaxation veya binaural olmalıdır',
  contentIdRequired: 'İçerik kimliği gereklidir',
  contentNameTooLong: 'İçerik adı en fazla 200 karakter olabilir',
  durationInvalid: 'Süre 0 veya daha büyük bir tam sayı (saniye) olmalıdır',
  interactionInvalid: 'Etkileşim türü geçersiz',
  contentNotFound: 'İçerik bulunamadı',
  soundNotFound: 'Ses bulunamadı',
  titleRequired: 'Başlık gereklidir',
  titleTooLong: 'Başlık en fazla 200 karakter olabilir',
  nameRequired: 'Ses adı gereklidir',
  descriptionTooLong: 'Açıklama en fazla 1000 karakter olabilir',
  purposeTooLong: 'Amaç en fazla 200 karakter olabilir',
  mediaTypeInvalid: 'Tür audio veya video olmalıdır',
  urlInvalid: 'Dosya adresi geçersiz',
  baseFrequencyInvalid: 'Taşıyıcı frekans 40 ile 1000 Hz arasında olmalıdır',
  beatOutsideBand: 'Binaural frekans seçilen beyin dalgası bandının içinde olmalıdır',
  contentCreated: 'İçerik eklendi',
  contentUpdated: 'İçerik güncellendi',
  contentDeleted: 'İçerik silindi',
  soundCreated: 'Ses eklendi',
  soundUpdated: 'Ses güncellendi',
  soundDeleted: 'Ses silindi',
  usageRecorded: 'Kullanım kaydedildi',
  uploadNotMedia: 'Yüklenen dosya bir ses veya video dosyası değil. Lütfen MP3, M4A, WAV, OGG, WebM veya MP4 yükleyin.',
  uploadTooLarge: 'Dosya çok büyük. İzin verilen en büyük boyut: {mb} MB',
  uploadEmpty: 'Dosya boş',
  uploadStalled: 'Yükleme durdu: {s} saniyedir veri gelmedi. Lütfen dosyayı yeniden yükleyin.',
  mediaBusyForAddress: 'Aynı anda çok fazla medya dosyası indiriliyor. Lütfen biraz sonra tekrar deneyin.',
  mediaTooManyRequests: 'Çok fazla medya isteği gönderildi. Lütfen {s} saniye sonra tekrar deneyin.',
  uploadContentType: 'Dosyayı ham içerik olarak gönderin (application/octet-stream)',
  mediaNotFound: 'Dosya bulunamadı',
  rangeInvalid: 'İstenen aralık dosyanın içinde değil',
} as const;

export const relaxationCategorySchema = z.enum(RELAXATION_CATEGORIES, { error: AUDIO_MSG.categoryInvalid });
export const brainwaveTypeSchema = z.enum(BRAINWAVE_TYPES, { error: AUDIO_MSG.brainwaveInvalid });

export const relaxationQuerySchema = z.object({ category: relaxationCategorySchema.optional() });
export const binauralQuerySchema = z.object({ category: brainwaveTypeSchema.optional() });

/** A relaxation item. `url` is null for a synthesised (built-in style) item. */
export const relaxationContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  duration: z.number(),
  type: z.enum(CONTENT_TYPES),
  view_count: z.number(),
});
export type RelaxationContent = z.infer<typeof relaxationContentSchema>;

/** A binaural sound. `url` is null for a sound synthesised in the browser. */
export const binauralSoundSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  base_frequency: z.number(),
  binaural_frequency: z.number(),
  duration: z.number(),
  purpose: z.string(),
  brainwave_type: z.enum(BRAINWAVE_TYPES),
  url: z.string().nullable(),
  play_count: z.number(),
});
export type BinauralSound = z.infer<typeof binauralSoundSchema>;

export const relaxationListResponseSchema = z.object({ success: z.literal(true), content: z.array(relaxationContentSchema) });
export type RelaxationListResponse = z.infer<typeof relaxationListResponseSchema>;
export const binauralListResponseSchema = z.object({ success: z.literal(true), sounds: z.array(binauralSoundSchema) });
export type BinauralListResponse = z.infer<typeof binauralListResponseSchema>;

/** Seconds of audio, at most a day. */
const secondsInRange = z
  .number({ error: AUDIO_MSG.durationInvalid })
  .min(0, { error: AUDIO_MSG.durationInvalid })
  .max(24 * 3600, { error: AUDIO_MSG.durationInvalid });

/** Whole seconds of audio, at most a day (also the admin's content durations, api/audio-admin.ts). */
export const audioSecondsField = secondsInRange.int({ error: AUDIO_MSG.durationInvalid });

/**
 * Seconds a client measured with a clock (playback duration is measured from the start
 * time), so they may carry a fraction: any finite number in range, stored rounded to whole seconds.
 */
const measuredSecondsField = secondsInRange.transform(Math.round);

/** A content id as a client sends it: a string, or a number from an older client. */
const contentIdField = z
  .union([z.string(), z.number()], { error: AUDIO_MSG.contentIdRequired })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, AUDIO_MSG.contentIdRequired).max(100, AUDIO_MSG.contentIdRequired));

/**
 * POST /relaxation/track-usage. 'view' is sent when playback starts and counts a listen;
 * 'listen' is sent when it stops, with the seconds actually heard (the dose), and counts nothing.
 */
export const trackUsageRequestSchema = z.object({
  contentId: contentIdField,
  interactionType: z.enum(['view', 'listen'], { error: AUDIO_MSG.interactionInvalid }).default('view'),
  durationSeconds: audioSecondsField.default(0),
});
export type TrackUsageRequest = z.input<typeof trackUsageRequestSchema>;

/** POST /binaural/track-play: the binaural twin of track-usage. */
export const trackPlayRequestSchema = z.object({
  soundId: contentIdField,
  interactionType: z.enum(['play', 'listen'], { error: AUDIO_MSG.interactionInvalid }).default('play'),
  durationSeconds: audioSecondsField.default(0),
});
export type TrackPlayRequest = z.input<typeof trackPlayRequestSchema>;

/**
 * A heart rate as typed or sent: a number, or the text of one, between 40 and 200. A fraction
 * (a client averaging a sensor's readings) is accepted and rounded to the whole beats stored; the
 * range applies to the value as sent, so 39.9 is still refused.
 */
export const audioHeartRateSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: AUDIO_MSG.heartRateInvalid })
    .min(AUDIO_HEART_RATE_MIN, { error: AUDIO_MSG.heartRateInvalid })
    .max(AUDIO_HEART_RATE_MAX, { error: AUDIO_MSG.heartRateInvalid })
    .transform(Math.round),
);

/**
 * Why a heart rate is missing, recorded in its place (docs/product.md, "Heart rate"): the participant
 * chose 'Ölçemedim' (`not_measured`), or a session cut short by the phone was saved after the study's
 * window without its after-value being asked (`not_asked`). A marker, never an empty number, so a
 * missing value is an answer the analysis can count rather than a gap it must guess about.
 */
export const HEART_RATE_MISSING = ['not_measured', 'not_asked'] as const;
export type HeartRateMissing = (typeof HEART_RATE_MISSING)[number];
export const HEART_RATE_NOT_MEASURED = 'not_measured' satisfies HeartRateMissing;
export const HEART_RATE_NOT_ASKED = 'not_asked' satisfies HeartRateMissing;

/** A value before: measured, or 'Ölçemedim'. Anything else (empty, null, 39) is still the spec's 400. */
const heartRateBeforeField = z.union([z.literal(HEART_RATE_NOT_MEASURED), audioHeartRateSchema], {
  error: AUDIO_MSG.heartRateInvalid,
});
/** A value after: also `not_asked`, for a session the phone cut short and kept past the study's window. */
const heartRateAfterField = z.union([z.enum(HEART_RATE_MISSING), audioHeartRateSchema], { error: AUDIO_MSG.heartRateInvalid });
export type HeartRateValue = number | HeartRateMissing;
/** A recorded value as answered: the number, or the marker in its place. */
export const heartRateValueSchema = z.union([z.number(), z.enum(HEART_RATE_MISSING)]);

/** The number of a recorded value, or null when it was not measured. */
export function measuredHeartRate(value: HeartRateValue): number | null {
  return typeof value === 'number' ? value : null;
}

/**
 * How a heart rate was obtained (docs/decisions/020-heart-rate-never-invented.md): typed, measured by
 * the phone's camera from a fingertip, or read from a Bluetooth heart-rate strap. With a measurement
 * come its quality (camera: the share of the pulse in the signal, 0–1), how long it took, and, from
 * a strap's beat-to-beat intervals, RMSSD and how many intervals it rests on. Only these figures
 * leave the phone, never a camera frame.
 */
export const HEART_RATE_METHODS = ['manual', 'camera', 'bluetooth'] as const;
export type HeartRateMethod = (typeof HEART_RATE_METHODS)[number];

export const heartRateMeasurementSchema = z
  .object({
    method: z.enum(HEART_RATE_METHODS, { error: AUDIO_MSG.measurementInvalid }),
    quality: z.number({ error: AUDIO_MSG.measurementInvalid }).min(0, { error: AUDIO_MSG.measurementInvalid }).max(1, { error: AUDIO_MSG.measurementInvalid }).optional(),
    seconds: z.number({ error: AUDIO_MSG.measurementInvalid }).int({ error: AUDIO_MSG.measurementInvalid }).min(1, { error: AUDIO_MSG.measurementInvalid }).max(300, { error: AUDIO_MSG.measurementInvalid }).optional(),
    rmssd_ms: z.number({ error: AUDIO_MSG.measurementInvalid }).min(0, { error: AUDIO_MSG.measurementInvalid }).max(1000, { error: AUDIO_MSG.measurementInvalid }).optional(),
    rr_count: z.number({ error: AUDIO_MSG.measurementInvalid }).int({ error: AUDIO_MSG.measurementInvalid }).min(0, { error: AUDIO_MSG.measurementInvalid }).max(10_000, { error: AUDIO_MSG.measurementInvalid }).optional(),
    /**
     * What a reference device (a pulse oximeter or chest strap) showed at the same moment, typed by
     * the participant when the study validates its measurement (study setting `heart_rate_reference`,
     * docs/heart-rate-validation.md): the admin panel's Bland–Altman agreement rests on these pairs.
     */
    reference_bpm: z
      .number({ error: AUDIO_MSG.referenceInvalid })
      .int({ error: AUDIO_MSG.referenceInvalid })
      .min(AUDIO_HEART_RATE_MIN, { error: AUDIO_MSG.referenceInvalid })
      .max(AUDIO_HEART_RATE_MAX, { error: AUDIO_MSG.referenceInvalid })
      .optional(),
  }, { error: AUDIO_MSG.measurementInvalid })
  .refine((m) => m.method === 'camera' || m.quality === undefined, { error: AUDIO_MSG.measurementInvalid })
  .refine((m) => m.method === 'bluetooth' || (m.rmssd_ms === undefined && m.rr_count === undefined), { error: AUDIO_MSG.measurementInvalid })
  .refine((m) => m.method !== 'manual' || m.reference_bpm === undefined, { error: AUDIO_MSG.referenceWithoutDevice });
/**
 * What a measurement sent with a new session may claim (docs/security.md, "Heart-rate provenance"):
 * a measurement of 10–120 seconds, an RMSSD a person can have (5–300 ms), and no more beat-to-beat
 * intervals than 240 beats a minute give. Stored sessions keep the wider shape above, so an older
 * row is still shown.
 */
export const HEART_RATE_MEASUREMENT_SECONDS = { min: 10, max: 120 } as const;
export const HEART_RATE_RMSSD_MS = { min: 5, max: 300 } as const;
/** Beat-to-beat intervals per second of measurement at most (240 beats a minute). */
export const HEART_RATE_RR_PER_SECOND = 4;

/** True when an RMSSD is one the server accepts; a client leaves any other out. */
export const isPlausibleRmssd = (ms: number): boolean => Number.isFinite(ms) && ms >= HEART_RATE_RMSSD_MS.min && ms <= HEART_RATE_RMSSD_MS.max;

export const heartRateMeasurementRequestSchema = heartRateMeasurementSchema.superRefine((m, ctx) => {
  const invalid = () => ctx.addIssue({ code: 'custom', message: AUDIO_MSG.measurementInvalid });
  if (m.seconds !== undefined && (m.seconds < HEART_RATE_MEASUREMENT_SECONDS.min || m.seconds > HEART_RATE_MEASUREMENT_SECONDS.max)) invalid();
  else if (m.rmssd_ms !== undefined && !isPlausibleRmssd(m.rmssd_ms)) invalid();
  else if (m.rr_count !== undefined && (m.seconds === undefined || m.rr_count > HEART_RATE_RR_PER_SECOND * m.seconds)) invalid();
});

/** The methods a reference device can be compared with: the measured ones. */
export const MEASURED_HEART_RATE_METHODS = ['camera', 'bluetooth'] as const;
export type MeasuredHeartRateMethod = (typeof MEASURED_HEART_RATE_METHODS)[number];
export type HeartRateMeasurement = z.output<typeof heartRateMeasurementSchema>;

/** True when a typed heart rate is acceptable (the modal checks before it goes on). */
export function isValidAudioHeartRate(value: unknown): boolean {
  return audioHeartRateSchema.safeParse(value).success;
}

/**
 * POST /heart-rate/sessions. `listened_seconds`, an addition to the original fields, is the
 * time actually heard with pauses excluded; without it the whole duration counts.
 */
export const heartRateSessionRequestSchema = z.object({
  content_type: z.enum(['relaxation', 'binaural'], { error: AUDIO_MSG.contentTypeInvalid }),
  content_id: contentIdField,
  content_name: optionalTextField({ max: 200, tooLongMessage: AUDIO_MSG.contentNameTooLong }).transform(
    (name) => name || 'Bilinmeyen',
  ),
  heart_rate_before: heartRateBeforeField,
  heart_rate_after: heartRateAfterField,
  duration: measuredSecondsField,
  listened_seconds: measuredSecondsField.optional(),
  /** How each value was obtained; typed when left out. */
  heart_rate_before_measurement: heartRateMeasurementRequestSchema.optional(),
  heart_rate_after_measurement: heartRateMeasurementRequestSchema.optional(),
  /**
   * When playback ended, by the device's clock; sent when the after-value is given later (a session
   * cut short and asked again). Left out: the session ended at the save.
   */
  ended_at: z.iso.datetime({ offset: true, error: AUDIO_MSG.endedAtInvalid }).optional(),
})
  .refine((b) => typeof b.heart_rate_before === 'number' || b.heart_rate_before_measurement === undefined, {
    error: AUDIO_MSG.measurementWithoutValue,
    path: ['heart_rate_before_measurement'],
  })
  .refine((b) => typeof b.heart_rate_after === 'number' || b.heart_rate_after_measurement === undefined, {
    error: AUDIO_MSG.measurementWithoutValue,
    path: ['heart_rate_after_measurement'],
  });
export type HeartRateSessionRequest = z.input<typeof heartRateSessionRequestSchema>;
export type HeartRateSessionInput = z.output<typeof heartRateSessionRequestSchema>;

export const heartRateSessionSchema = z.object({
  id: z.string(),
  content_type: z.enum(['relaxation', 'binaural']),
  content_id: z.string(),
  content_name: z.string(),
  heart_rate_before: heartRateValueSchema,
  heart_rate_after: heartRateValueSchema,
  /** How each value was obtained; null for a value not measured. */
  heart_rate_before_measurement: heartRateMeasurementSchema.nullable(),
  heart_rate_after_measurement: heartRateMeasurementSchema.nullable(),
  duration: z.number(),
  listened_seconds: z.number(),
  /** The server's receipt. */
  created_at: z.string(),
  /** When it was saved: the device's time of 'Kaydet' when believable, else the receipt. */
  occurred_at: z.string(),
});
export type HeartRateSession = z.infer<typeof heartRateSessionSchema>;
export const heartRateSessionListResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(heartRateSessionSchema),
  /** The study's hours for asking a cut-short session's after-value (study settings). */
  after_value_window_hours: z.number().int(),
  /** Whether the modal asks for a reference device's value after a measurement (study settings). */
  heart_rate_reference: z.boolean(),
});
export type HeartRateSessionListResponse = z.infer<typeof heartRateSessionListResponseSchema>;
export const heartRateSessionSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  session: heartRateSessionSchema,
});
