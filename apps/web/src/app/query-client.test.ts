import { afterEach, describe, expect, it, vi } from 'vitest';

const unmounts: (() => void)[] = [];

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  vi.restoreAllMocks();
});

/**
 * Loads the query client's module afresh, as a start does, with the browser saying `onLine`
 * (`undefined`: Node's navigator, which has none), and returns that load's online manager.
 */
async function startWith(onLine: boolean | undefined) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine as boolean);
  vi.resetModules();
  const { onlineManager } = await import('@tanstack/react-query');
  const { queryClient } = await import('./query-client');
  // As QueryClientProvider does: a mounted client is what makes the manager listen to the browser.
  queryClient.mount();
  unmounts.push(() => queryClient.unmount());
  return onlineManager;
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
