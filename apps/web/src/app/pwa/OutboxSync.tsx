import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session-context';

/**
 * Starts the outbox's triggers while an account is signed in (docs/decisions/021-offline-outbox.md)
 * and refreshes the screens a kept write changes once the server has it. Renders nothing. The outbox
 * loads after the first screen, as its own chunk (shared with the pages that save), so the entry
 * every visit downloads stays within its budget (docs/benchmarks.md).
 *
 * Not while signed out: only an account's own session sends its writes, so there is nothing to
 * send, and the outbox's chunk needs the signed-in shell's (decision 029) — the sign-in screen would
 * download and run all of it after its first paint. Signing in mounts it, which is the outbox's
 * "when an account signs in" send.
 */
export function OutboxSync() {
  const queryClient = useQueryClient();
  const signedIn = useSession().user !== null;
  useEffect(() => {
    if (!signedIn) return;
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
  }, [queryClient, signedIn]);
  return null;
}
