import { expect, type Page } from '@playwright/test';

/**
 * Waits on the page's own states instead of a fixed time (docs/testing.md, "Journeys"): a frame
 * painted, the browser idle, no request in flight.
 */

/** After the next painted frame: a layout change has been drawn and its layout shift reported. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The second frame starts after the first was painted; the task after it runs once the
    // layout-shift entries of that paint have been queued to their observers.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/** At the browser's next idle period: the idle work the app queued before it (whenIdle) has run. */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** Counts the page's requests still in flight, from now on. */
export function requestsInFlight(page: Page): () => number {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/**
 * The page's deferred work done: the browser idle, what that work fetched arrived, and idle
 * again (what arrived may queue idle work of its own). `inFlight` comes from `requestsInFlight`,
 * started before the page loaded.
 */
export async function idleWorkDone(page: Page, inFlight: () => number): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await browserIdle(page);
    await expect.poll(inFlight, { message: 'requests still in flight' }).toBe(0);
  }
  await afterNextPaint(page);
}
