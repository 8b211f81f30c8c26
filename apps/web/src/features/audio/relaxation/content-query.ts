import { queryOptions } from '@tanstack/react-query';
import type { RelaxationCategory, RelaxationListResponse } from '@uyku/domain';
import { api } from '../../../lib/api-client';

/**
 * The relaxation list's query, apart from the page's other calls: the shell asks for it at a start
 * (app/shell/PageStartData.tsx, decision 040) and carries only this much of the feature, no part of
 * the audio catalogue.
 */
export const RELAXATION_KEY = ['relaxation', 'content'] as const;

/** The category /relaxation opens on when its address names none. */
export const FIRST_RELAXATION_CATEGORY: RelaxationCategory = 'box_breathing';

export const relaxationContentQuery = (category: RelaxationCategory) =>
  queryOptions({
    queryKey: [...RELAXATION_KEY, category],
    queryFn: ({ signal }) =>
      api<RelaxationListResponse>(`/relaxation/content?category=${category}`, { signal }).then((answer) => answer.content),
  });
