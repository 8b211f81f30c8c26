import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';

export interface LeaveGuardOptions {
  /** A session is playing: leaving is asked about first. */
  active: boolean;
  /** A link inside the app was followed: ask whether to end the session. */
  onLeaveAsked: () => void;
}

/** An in-app link: same origin, plain left click, not a download or a new tab. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location.pathname + window.location.search;
  const there = url.pathname + url.search;
  return there === here ? null : there + url.hash;
}

/**
 * Leaving the page mid-session asks first (docs/product.md, "Relaxation and binaural sessions"). The
 * app's router has no navigation blocking, so the guard holds back clicks on in-app links while a
 * session plays (capture phase, before the router sees them) and follows the link once the session
 * is saved or its after-value put off; closing or reloading the tab gets the browser's own question.
 * The back button cannot be held: the screen then keeps the session and the next screen asks
 * (useAudioFlow.ts).
 */
export function useLeaveGuard({ active, onLeaveAsked }: LeaveGuardOptions) {
  const navigate = useNavigate();
  const heldHref = useRef<string | null>(null);
  const askRef = useRef(onLeaveAsked);
  useEffect(() => {
    askRef.current = onLeaveAsked;
  });

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const href = inAppTarget(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      heldHref.current = href;
      askRef.current();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  /** Follows the held link, if any (the session is done with). */
  const proceed = useCallback(() => {
    const href = heldHref.current;
    heldHref.current = null;
    if (href) void navigate(href);
  }, [navigate]);

  /** The participant chose to keep listening: the held link is dropped. */
  const forget = useCallback(() => {
    heldHref.current = null;
  }, []);

  return useMemo(() => ({ proceed, forget }), [proceed, forget]);
}
