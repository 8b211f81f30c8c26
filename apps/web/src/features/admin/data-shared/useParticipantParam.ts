import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The open participant's id in `?user=`, beside `?tab=`, so a reload or the back button keeps the detail. */
export function useParticipantParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = params.get('user');
  const setId = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('user', next);
        else copy.delete('user');
        return copy;
      }),
    [setParams],
  );
  return [id, setId];
}
