import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { BUILT_IN_BINAURAL, type BinauralListResponse, type BinauralSound, type BrainwaveType, type TrackPlayRequest } from '@uyku/domain';
import { api } from '../../../lib/api-client';

const BINAURAL_KEY = ['binaural', 'sounds'] as const;

/** The built-in samples, shown only when the list cannot be loaded (docs/product.md, "Relaxation and binaural sessions"). */
export function fallbackSounds(category: BrainwaveType): BinauralSound[] {
  return BUILT_IN_BINAURAL.filter((sound) => sound.brainwave_type === category).map((sound) => ({ ...sound, play_count: 0 }));
}

export const binauralSoundsQuery = (category: BrainwaveType) =>
  queryOptions({
    queryKey: [...BINAURAL_KEY, category],
    queryFn: ({ signal }) => api<BinauralListResponse>(`/binaural/sounds?category=${category}`, { signal }).then((answer) => answer.sounds),
  });

/** Play counts are recorded on a best-effort basis: a failure is only logged. */
export function useTrackPlay() {
  const queryClient = useQueryClient();
  return (body: TrackPlayRequest) =>
    api('/binaural/track-play', { method: 'POST', body })
      .then(() => queryClient.invalidateQueries({ queryKey: BINAURAL_KEY }))
      .catch((error: unknown) => console.warn('binaural play not recorded', error));
}
