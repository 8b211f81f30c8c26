import type { Breakpoint } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { appTheme } from '../theme';

/** One matchMedia per query, shared by every component that asks. */
const stores = new Map<string, { subscribe: (onChange: () => void) => () => void; get: () => boolean }>();

function storeOf(query: string) {
  let store = stores.get(query);
  if (!store) {
    const list = window.matchMedia(query);
    store = {
      subscribe: (onChange) => {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      get: () => list.matches,
    };
    stores.set(query, store);
  }
  return store;
}

/** The theme's `@media (min-width: …)` for `breakpoint`, without `@media`: what matchMedia takes. */
const mediaQueryOf = (breakpoint: Breakpoint) =>
  appTheme()
    .breakpoints.up(breakpoint)
    .replace(/^@media\s*/, '');

const never = () => () => undefined;
const no = () => false;

/**
 * Whether the window is at least the theme's `breakpoint` wide, known in the very first render. For
 * parts that CSS would only hide at the other widths: not rendering them spares their render and
 * styles on every start, and what shows is the same as with `display: none`
 * (docs/decisions/025-first-render-main-thread.md). Plain matchMedia rather than MUI's
 * useMediaQuery, which added 1.2 KiB to the signed-in shell's budget.
 */
export function useAtLeast(breakpoint: Breakpoint): boolean {
  const canMatch = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const store = canMatch ? storeOf(mediaQueryOf(breakpoint)) : undefined;
  return useSyncExternalStore(store?.subscribe ?? never, store?.get ?? no, no);
}
