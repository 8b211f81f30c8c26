import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const unmounts: (() => void)[] = [];

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.unstubAllGlobals();
  vi.resetModules();
  onlineManager.setOnline(true);
});

/** Loads the query client's module afresh, as a start does, with the browser saying `onLine`. */
async function startWith(onLine: boolean | undefined) {
  vi.stubGlobal('navigator', { ...navigator, onLine });
  vi.resetModules();
  const { onlineManager: manager } = await import('@tanstack/react-query');
  const { queryClient } = await import('./query-client');
  // As QueryClientProvider does: a mounted client is what makes the manager listen to the browser.
  queryClient.mount();
  unmounts.push(() => queryClient.unmount());
  return manager;
}

describe('the query library at a start (docs/decisions/042-offline-start-told-to-queries.md)', () => {
  it('is told a start without a network is offline, so requests wait for it instead of failing', async () => {
    expect((await startWith(false)).isOnline()).toBe(false);
  });

  it('follows the browser’s online event after such a start', async () => {
    const manager = await startWith(false);
    window.dispatchEvent(new Event('online'));
    expect(manager.isOnline()).toBe(true);
  });

  it('stays online when the browser says so, or says nothing (the build’s prerender in Node)', async () => {
    expect((await startWith(true)).isOnline()).toBe(true);
    expect((await startWith(undefined)).isOnline()).toBe(true);
  });
});
