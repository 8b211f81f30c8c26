import { useMemo } from 'react';
import { usePendingWrites } from '../../lib/outbox';
import type { WaitingNight } from './RecentSleep';

/**
 * Nights saved on this device but not yet sent (docs/decisions/021-offline-outbox.md): listed on the
 * dashboard as waiting, and counted as entered so the reminder does not ask for a night already given.
 */
export function useWaitingNights(): WaitingNight[] {
  const pending = usePendingWrites('sleep-session');
  return useMemo(
    () =>
      pending.flatMap((item) => {
        const body = item.body as { date?: unknown } | null;
        return typeof body?.date === 'string' ? [{ key: item.idempotencyKey, date: body.date }] : [];
      }),
    [pending],
  );
}
