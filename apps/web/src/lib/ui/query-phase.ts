/**
 * The three states of a screen's data (docs/product.md, "App shell"): loading, failed, or the
 * server's answer. A cached answer counts as ready while it is refetched, so the screen keeps it;
 * only without any answer does a failure replace the content.
 */
export type QueryPhase<T> = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; data: T };

/** Reads the phase from a TanStack Query result (`data` and `isError` are all it needs). */
export function queryPhase<T>(query: { data: T | undefined; isError: boolean }): QueryPhase<T> {
  if (query.data !== undefined) return { phase: 'ready', data: query.data };
  return query.isError ? { phase: 'failed' } : { phase: 'loading' };
}
