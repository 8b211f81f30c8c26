import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React renders on the server (the build's prerender) and while the browser takes over
 * that HTML; true in every later render, and at once where the app draws its screens itself. What
 * depends on it (controls that answer only once their handlers are attached) renders the same in
 * both places, so taking over the prerendered HTML never redraws it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
