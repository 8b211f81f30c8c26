import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** An in-app link: same origin, plain left click, not a download or a new tab, not this page. */
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
 * While a form holds unsaved answers, an in-app link (the bell, the menu) is held back and `onAsk`
 * called; `follow` then goes where the link pointed. The app's router has no navigation blocking,
 * so clicks are caught in the capture phase, before the router sees them; closing or reloading
 * the tab gets the browser's own question (docs/product.md, "App shell").
 */
export function useUnsavedLinkGuard(active: boolean, onAsk: () => void) {
  const navigate = useNavigate();
  const held = useRef<string | null>(null);
  const askRef = useRef(onAsk);
  useEffect(() => {
    askRef.current = onAsk;
  });

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const href = inAppTarget(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = href;
      askRef.current();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  /** Goes where the held link pointed; false when no link was held (the form's own 'İptal'). */
  const follow = useCallback((): boolean => {
    const href = held.current;
    held.current = null;
    if (href === null) return false;
    void navigate(href);
    return true;
  }, [navigate]);

  /** Forgets a held link: the person went back to the form. */
  const release = useCallback(() => {
    held.current = null;
  }, []);

  return { follow, release };
}
