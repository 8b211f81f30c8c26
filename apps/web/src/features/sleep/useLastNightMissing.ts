import { useQuery } from '@tanstack/react-query';
import { lastNightMissing } from '@uyku/domain';
import { nightsQuery } from './queries';

/**
 * Whether last night still has no diary entry, for the menu's reminder dot. It shares the diary
 * list's cache entry, so saving the night clears the dot at once. False until the list is loaded
 * (or when it cannot be), so a failed request never nags.
 */
export function useLastNightMissing(): boolean {
  const sessions = useQuery(nightsQuery());
  return sessions.isSuccess && lastNightMissing(sessions.data);
}
