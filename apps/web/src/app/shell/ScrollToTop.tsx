import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top (docs/product.md, "App shell"): the window's scroll is the shell's, so
 * without this a page opened from far down another one opened half-way down. A link to a place in
 * the page (a hash) keeps the browser's own jump; changes of the query (a tab, a form in /sleep)
 * are the page's own business.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0 });
    // Only a new page moves the window, not a hash that changes on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
