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

import { onUnsavedGuardEntry as guardOnTop, UNSAVED_GUARD_MARK as GUARD_MARK } from './unsaved-guard-entry';
/** What `follow` does when the question came from the back button. */
const BACK = Symbol('back');


/**
 * While a form holds unsaved answers, an in-app link (the bell, the menu) is held back and `onAsk`
 * called; `follow` then goes where the link pointed. The app's router has no navigation blocking,
 * so clicks are caught in the capture phase, before the router sees them; closing or reloading
 * the tab gets the browser's own question (docs/product.md, "App shell").
 *
 * The back button (a phone's, a browser's) is caught with a copy of the current history entry put
 * on top while answers are unsaved: going back only drops that copy (same address, nothing
 * changes) and asks; 'Çık' then goes back for real, 'Düzenlemeye Dön' puts the copy back.
 */
export function useUnsavedLinkGuard(active: boolean, onAsk: () => void) {
  const navigate = useNavigate();
  const held = useRef<string | typeof BACK | null>(null);
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
    // The router's own state is kept in the copy, so it reads the entry as the same place.
    if (!guardOnTop()) window.history.pushState({ ...(window.history.state as object | null), [GUARD_MARK]: true }, '', window.location.href);
    const onPopState = () => {
      if (guardOnTop()) return;
      held.current = BACK;
      askRef.current();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
    };
  }, [active]);

  /** Goes where the held link pointed; false when no link was held (the form's own 'İptal'). */
  const follow = useCallback((): boolean => {
    const href = held.current;
    held.current = null;
    if (href === null) return false;
    // Back past the form's own entry too (the copy is already gone).
    if (href === BACK) void navigate(-1);
    else void navigate(href);
    return true;
  }, [navigate]);

  /** Forgets a held link: the person went back to the form. */
  const release = useCallback(() => {
    // Back on the form after the back button: the copy goes on top again for the next press.
    if (held.current === BACK && !guardOnTop()) {
      window.history.pushState({ ...(window.history.state as object | null), [GUARD_MARK]: true }, '', window.location.href);
    }
    held.current = null;
  }, []);

  /**
   * A dialog closed for good (saved, or left with 'Çık'): nothing is followed, and the guard's copy,
   * if still on top, is dropped so the next back press does not land on the same page.
   */
  const settle = useCallback(() => {
    held.current = null;
    if (guardOnTop()) window.history.back();
  }, []);

  return { follow, release, settle };
}
