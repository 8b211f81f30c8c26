import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { LoadingBlock } from './LoadingBlock';
import { queryPhase } from './query-phase';

export interface QueryContentProps<T> {
  /** A TanStack Query result: only `data`, `isError`, `isFetching` and `refetch` are read. */
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** What could not be loaded, e.g. 'Uyarılar yüklenemedi.'. */
  failedMessage: string;
  /** Skeleton lines while loading. */
  rows?: number;
  rowHeight?: number;
  /** The section's content for the server's answer, its empty text included. */
  children: (data: T) => ReactNode;
}

/**
 * A section's data in its three states (docs/product.md, "App shell"): skeletons while it loads,
 * an error with 'Tekrar Dene' when it failed, and only an answer that arrived is drawn, so an
 * empty text ("none") or a count never stands for data that did not come.
 */
export function QueryContent<T>({ query, failedMessage, rows = 2, rowHeight = 40, children }: QueryContentProps<T>) {
  const state = queryPhase(query);
  if (state.phase === 'failed') {
    return <LoadFailed message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  if (state.phase === 'loading') return <LoadingBlock rows={rows} rowHeight={rowHeight} />;
  return <>{children(state.data)}</>;
}
