import { peekFlash } from '../lib/flash';
import { sessionStore } from '../lib/session';

/** On #root: the address whose screen the build rendered into it (apps/web/scripts/prerender.mjs). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the app may take over the HTML in #root as it is: it was rendered for this very address,
 * and this visit renders the same screen (signed out, no notice waiting for the login page).
 * Otherwise the app clears it and draws its first screen itself, as on every other address.
 */
export function prerenderedFits(root: HTMLElement): boolean {
  const address = window.location.pathname + window.location.search;
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === address && !sessionStore.get().token && peekFlash() === null;
}
