import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Starts the outbox's triggers for the app's lifetime (docs/decisions/021-offline-outbox.md) and
 * refreshes the screens a kept write changes once the server has it. Renders nothing. The outbox
 * loads after the first screen, as its own chunk (shared with the pages that save), so the entry
 * every visit downloads stays within its budget (docs/benchmarks.md).
 */
export function OutboxSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../../lib/outbox').then(({ outbox, startOutboxTriggers }) => {
      if (unmounted) return;
      const stopSent = outbox.onSent((item) => {
        for (const queryKey of item.invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
      });
      const stopTriggers = startOutboxTriggers(outbox);
      stop = () => {
        stopSent();
        stopTriggers();
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
  return null;
}
