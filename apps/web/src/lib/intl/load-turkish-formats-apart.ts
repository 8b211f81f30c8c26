import { STUDY_TIME_ZONE } from '@uyku/domain';

/**
 * Starts a short-lived worker that builds a Turkish date and number formatter (decision 039): the
 * first Intl formatter of a page load costs 15–40 ms of main thread on a desktop core while the
 * browser loads its ICU locale data, which it then shares with every thread of the page. For a
 * signed-in start, whose pages write Turkish dates and decimals once their data arrives. Where a
 * worker cannot start, the page's first formatter loads the data as before.
 */
export function loadTurkishFormatsApart(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./turkish-formats.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(STUDY_TIME_ZONE);
  } catch {
    // Nothing lost: the main thread loads the data with its first formatter.
  }
}
