import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

/**
 * True once `ready` holds and the browser has then had an idle moment (requestIdleCallback, at most
 * `timeoutMs` later; a timer where there is none, as in Safari). For what a screen shows below its
 * first view, or only on occasion: it renders once, with its data, after the first screen instead
 * of inside the start's long tasks, and as a transition, so React yields to the browser while it
 * renders (docs/decisions/025-first-render-main-thread.md).
 */
export function useIdleMount(ready = true, timeoutMs = 1000): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!ready || mounted) return;
    return whenIdle(() => startTransition(() => setMounted(true)), timeoutMs);
  }, [ready, mounted, timeoutMs]);
  return mounted;
}
