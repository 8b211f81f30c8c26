/**
 * Registers the service worker (dist/sw.js, emitted by the build) once the page has loaded, so its
 * downloads never compete with the first screen. Not in development: Vite's dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // Installing is an extra; the app works without it.
      console.warn('Service worker registration failed', error instanceof Error ? error.message : error);
    });
  });
}
