import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * `useQuery` whose answer reaches the screen as a transition. TanStack Query hands a result to React
 * through `useSyncExternalStore`, which React renders in one piece: a page drawing its cards from
 * the answer was one long task when the answer came. Through `useDeferredValue` that render first
 * keeps the previous result (memoised parts do not render at all), then renders the new one as a
 * transition, which React cuts into short tasks and yields between
 * (docs/decisions/037-answers-rendered-as-transitions.md).
 */
export function useDeferredQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useDeferredValue(useQuery(options));
}
