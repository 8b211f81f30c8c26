import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

/**
 * True only in the build's render of the signed-in pages for their styles (src/prerender/login.tsx,
 * decision 036): what a start mounts once idle renders at once there, so that its rules come in the
 * HTML too. Never provided in the browser.
 */
export const MountLaterNow = createContext(false);

/**
 * True once `ready` holds and the browser has then had an idle moment (requestIdleCallback, at most
 * `timeoutMs` later; a timer where there is none, as in Safari). For what a screen shows below its
 * first view, or only on occasion: it renders once, with its data, after the first screen instead
 * of inside the start's long tasks, and as a transition, so React yields to the browser while it
 * renders (docs/decisions/025-first-render-main-thread.md).
 */
export function useIdleMount(ready = true, timeoutMs = 1000): boolean {
  const now = useContext(MountLaterNow);
  const [mounted, setMounted] = useState(now);
  useEffect(() => {
    if (!ready || mounted) return;
    return whenIdle(() => startTransition(() => setMounted(true)), timeoutMs);
  }, [ready, mounted, timeoutMs]);
  return mounted;
}
