import { useQueryClient } from '@tanstack/react-query';
import { BUILT_IN_RELAXATION, type RelaxationCategory, type RelaxationContent, type TrackUsageRequest } from '@uyku/domain';
import { api } from '../../../lib/api-client';
import { RELAXATION_KEY } from './content-query';

/**
 * The built-in samples, shown only when the list cannot be loaded on a day the server has said the
 * participant's audio is open (docs/product.md, "Relaxation and binaural sessions").
 */
export function fallbackContent(category: RelaxationCategory): RelaxationContent[] {
  return BUILT_IN_RELAXATION.filter((item) => item.category === category).map(({ category: _c, ...item }) => ({
    ...item,
    view_count: 0,
  }));
}

/** Usage is recorded on a best-effort basis: a failure is only logged. */
export function useTrackUsage() {
  const queryClient = useQueryClient();
  return (body: TrackUsageRequest) =>
    api('/relaxation/track-usage', { method: 'POST', body })
      .then(() => queryClient.invalidateQueries({ queryKey: RELAXATION_KEY }))
      .catch((error: unknown) => console.warn('relaxation usage not recorded', error));
}
