import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  BUILT_IN_BINAURAL,
  binauralSoundSchema,
  type BinauralListResponse,
  type BinauralSound,
  type BrainwaveType,
  type TrackPlayRequest,
} from '@uyku/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const BINAURAL_KEY = ['binaural', 'sounds'] as const;

/**
 * The built-in samples, shown only when the list cannot be loaded on a day the server has said the
 * participant's audio is open (docs/product.md, "Relaxation and binaural sessions").
 */
export function fallbackSounds(category: BrainwaveType): BinauralSound[] {
  return BUILT_IN_BINAURAL.filter((sound) => sound.brainwave_type === category).map((sound) => ({ ...sound, play_count: 0 }));
}

/**
 * The last catalogue of each band, kept in local storage so /binaural lists its sounds offline after
 * an online visit on the same study day, the day the server said the participant's audio is open
 * (the tones are synthesised in the browser; docs/decisions/021-offline-outbox.md, 034).
 * The catalogue is the same for every participant and holds no personal data.
 */
const storedKey = (category: BrainwaveType) => `uyku.binaural.${category}`;
const storedSounds = z.array(binauralSoundSchema);

function readStored(category: BrainwaveType): BinauralSound[] | undefined {
  try {
    const raw = localStorage.getItem(storedKey(category));
    const parsed = raw ? storedSounds.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function keep(category: BrainwaveType, sounds: BinauralSound[]): BinauralSound[] {
  try {
    localStorage.setItem(storedKey(category), JSON.stringify(sounds));
  } catch {
    // Storage full or refused: the list still shows; it just will not be there offline.
  }
  return sounds;
}

export const binauralSoundsQuery = (category: BrainwaveType) =>
  queryOptions({
    queryKey: [...BINAURAL_KEY, category],
    queryFn: ({ signal }) =>
      api<BinauralListResponse>(`/binaural/sounds?category=${category}`, { signal }).then((answer) => keep(category, answer.sounds)),
    // The kept copy counts as old, so an online visit still asks the server; the page lists it only
    // on a day the server has said the participant's audio is open (session/audio-list.ts).
    initialData: () => readStored(category),
    initialDataUpdatedAt: 0,
  });

/** Play counts are recorded on a best-effort basis: a failure is only logged. */
export function useTrackPlay() {
  const queryClient = useQueryClient();
  return (body: TrackPlayRequest) =>
    api('/binaural/track-play', { method: 'POST', body })
      .then(() => queryClient.invalidateQueries({ queryKey: BINAURAL_KEY }))
      .catch((error: unknown) => console.warn('binaural play not recorded', error));
}
