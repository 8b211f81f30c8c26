/** Marks the history entry the unsaved-changes guard adds on top of a form's own (useUnsavedLinkGuard.ts). */
export const UNSAVED_GUARD_MARK = 'uykuUnsavedGuard';

/**
 * Whether the current history entry is the guard's copy: a page that leaves the form by its own
 * navigation (a save, 'Çık') replaces it instead of stacking a second form entry behind the next
 * page. A module of its own: pages read it without downloading the guard.
 */
export function onUnsavedGuardEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[UNSAVED_GUARD_MARK] === true;
}
