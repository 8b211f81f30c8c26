import { useEffect } from 'react';
import { TEXTS } from '../texts';

/** The browser tab's title of a screen: '<screen> — Uyku ve Stres Platformu'. */
export const pageTitle = (title: string) => `${title} — ${TEXTS.appTitle}`;

/** Sets the document title while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
