/**
 * The browser's own bar (theme-color) follows the scheme on <html>, so a phone's status bar is not
 * bright indigo over a dark page. Values match the top bar in each scheme; public/color-scheme-init.js
 * sets the same ones before the first paint.
 */
export const THEME_COLOR = { light: '#3949ab', dark: '#1a1e2e' } as const;

export function applyThemeColor(scheme: 'light' | 'dark'): void {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[scheme]);
}
