import {
  BRAINWAVE_BANDS,
  binauralSoundRequestSchema,
  relaxationContentRequestSchema,
  type AdminRelaxationContent,
  type BinauralSound,
  type BinauralSoundRequest,
  type BrainwaveType,
  type ContentType,
  type RelaxationCategory,
  type RelaxationContentRequest,
} from '@uyku/domain';
import type { ZodError } from 'zod';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

/**
 * What the content forms hold while the admin types: numbers as typed text (a decimal comma, as a
 * Turkish keyboard gives, is read too; numbers are shown with a point, as the bands are
 * written: '0.5-4 Hz'), the duration in minutes. The same drafts serve the add forms and the
 * edit dialogs, and are checked by the server's own schemas before sending, so the admin sees the
 * server's Turkish message without a round trip.
 */

/** A stored file: its served address and whether it has pictures. */
export interface StoredMedia {
  url: string;
  type: ContentType;
}

export interface RelaxationDraft {
  category: RelaxationCategory;
  title: string;
  description: string;
  minutes: string;
  media: StoredMedia | null;
}

export interface SoundDraft {
  name: string;
  description: string;
  purpose: string;
  band: BrainwaveType;
  base: string;
  beat: string;
  minutes: string;
  media: StoredMedia | null;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; message: string };

/** A typed decimal ('2,5' or '2.5'); anything else becomes NaN for the schema to refuse. */
export function readNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Seconds shown as minutes, with at most one decimal. */
export function minutesText(seconds: number): string {
  return String(Math.round((seconds / 60) * 10) / 10);
}

/** The schema's first complaint; the duration one speaks of minutes, as the form does. */
function firstProblem(error: ZodError): string {
  const issue = error.issues[0];
  if (issue?.path[0] === 'duration') return T.durationInvalid;
  return issue?.message ?? '';
}

const secondsOf = (minutes: string) => Math.round(readNumber(minutes) * 60);

/** A whole number near the middle of a band: a sensible beat to start from when the admin picks a band. */
export function bandDefaultBeat(band: BrainwaveType): string {
  const { min, max } = BRAINWAVE_BANDS[band];
  return String(Math.floor((min + max) / 2));
}

export const emptyRelaxationDraft = (): RelaxationDraft => ({
  category: 'guided_imagery',
  title: '',
  description: '',
  minutes: '10',
  media: null,
});

export const emptySoundDraft = (): SoundDraft => ({
  name: '',
  description: '',
  purpose: '',
  band: 'delta',
  base: '200',
  beat: '2',
  minutes: '30',
  media: null,
});

export function relaxationDraftOf(item: AdminRelaxationContent): RelaxationDraft {
  return {
    category: item.category,
    title: item.title,
    description: item.description,
    minutes: minutesText(item.duration),
    media: item.url ? { url: item.url, type: item.type } : null,
  };
}

export function soundDraftOf(sound: BinauralSound): SoundDraft {
  return {
    name: sound.name,
    description: sound.description,
    purpose: sound.purpose,
    band: sound.brainwave_type,
    base: String(sound.base_frequency),
    beat: String(sound.binaural_frequency),
    minutes: minutesText(sound.duration),
    // A binaural file is always played as sound; the type only matters for relaxation items.
    media: sound.url ? { url: sound.url, type: 'audio' } : null,
  };
}

export function relaxationRequestOf(draft: RelaxationDraft): Checked<RelaxationContentRequest> {
  const body: RelaxationContentRequest = {
    category: draft.category,
    title: draft.title,
    description: draft.description,
    duration: secondsOf(draft.minutes),
    url: draft.media?.url ?? null,
    type: draft.media?.type ?? 'audio',
  };
  const parsed = relaxationContentRequestSchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, message: firstProblem(parsed.error) };
}

export function soundRequestOf(draft: SoundDraft): Checked<BinauralSoundRequest> {
  const body: BinauralSoundRequest = {
    name: draft.name,
    description: draft.description,
    purpose: draft.purpose,
    brainwave_type: draft.band,
    base_frequency: readNumber(draft.base),
    binaural_frequency: readNumber(draft.beat),
    duration: secondsOf(draft.minutes),
    url: draft.media?.url ?? null,
  };
  const parsed = binauralSoundRequestSchema.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, message: firstProblem(parsed.error) };
}
