import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { testUser } from '../../../test/session-user';
import { audioListView } from './audio-list';
import { forgetOpenToday, isOpenToday, rememberOpenToday, useOpenToday } from './intervention-open-today';

const refetch = () => undefined;
const closed = () => new ApiError(403, 'INTERVENTION_NOT_OPEN', 'Rahatlama içerikleri 7 Aralık tarihinde açılacak');

beforeEach(() => {
  localStorage.clear();
  forgetOpenToday();
  // 30 November 2026, 23:30 in Istanbul (UTC+3): still the 30th there.
  vi.useFakeTimers({ now: new Date('2026-11-30T20:30:00Z'), toFake: ['Date'] });
  sessionStore.signIn(testUser({ userId: 'p-1', abGroup: 'experiment' }), 't');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe("the server's word that the audio is open, per participant and study day (decision 034)", () => {
  it('is heard from a list answered today, and kept only for that participant on that study day', () => {
    const now = Date.now();
    expect(renderHook(() => useOpenToday({ dataUpdatedAt: 0, error: null, refetch })).result.current).toBe(false);
    // An answer of yesterday (23:00 in Istanbul) is not today's word.
    expect(renderHook(() => useOpenToday({ dataUpdatedAt: now - 25 * 3_600_000, error: null, refetch })).result.current).toBe(
      false,
    );
    expect(isOpenToday()).toBe(false);
    expect(renderHook(() => useOpenToday({ dataUpdatedAt: now, error: null, refetch })).result.current).toBe(true);
    expect(isOpenToday()).toBe(true);
    expect(localStorage.getItem('uyku.intervention.openOn')).toBe('p-1/2026-11-30');

    // Another account on the same device has not been told.
    sessionStore.signIn(testUser({ userId: 'p-2', abGroup: 'experiment' }), 't2');
    expect(isOpenToday()).toBe(false);
    sessionStore.signIn(testUser({ userId: 'p-1', abGroup: 'experiment' }), 't');
    expect(isOpenToday()).toBe(true);

    // 00:30 in Istanbul: a new study day, which may lie outside the phase.
    vi.setSystemTime(new Date('2026-11-30T21:30:00Z'));
    expect(isOpenToday()).toBe(false);
  });

  it('is forgotten when the server says the audio is not open, and kept through any other failure', () => {
    rememberOpenToday();
    expect(
      renderHook(() => useOpenToday({ dataUpdatedAt: 0, error: new ApiError(500, 'INTERNAL_ERROR', ''), refetch })).result
        .current,
    ).toBe(true);
    expect(isOpenToday()).toBe(true);
    expect(renderHook(() => useOpenToday({ dataUpdatedAt: Date.now(), error: closed(), refetch })).result.current).toBe(false);
    expect(isOpenToday()).toBe(false);
  });

  it("asks again once when a page left open crosses midnight, and waits for today's answer meanwhile", () => {
    const ask = vi.fn();
    const answeredAt = Date.now(); // 23:30 in Istanbul
    const hook = renderHook(() => useOpenToday({ dataUpdatedAt: answeredAt, error: null, refetch: ask }));
    expect(hook.result.current).toBe(true);
    expect(ask).not.toHaveBeenCalled();

    vi.setSystemTime(new Date('2026-11-30T21:01:00Z')); // 00:01, a new study day
    hook.rerender();
    expect(hook.result.current).toBe(false);
    hook.rerender();
    expect(ask).toHaveBeenCalledOnce();
  });

  it('holds for the visit when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    rememberOpenToday();
    expect(isOpenToday()).toBe(true);
  });

  it('is never heard for nobody signed in', () => {
    sessionStore.clear();
    rememberOpenToday();
    expect(isOpenToday()).toBe(false);
  });
});

describe('what an audio page lists (decision 034)', () => {
  const builtIn = () => ['yerleşik'];

  it("lists nothing of the intervention on a day without the server's word: an error, or the wait", () => {
    expect(audioListView({ data: undefined, isError: true }, false, builtIn)).toEqual({
      items: [],
      pending: false,
      failed: true,
    });
    expect(audioListView({ data: undefined, isError: false }, false, builtIn)).toEqual({
      items: [],
      pending: true,
      failed: false,
    });
    // A catalogue kept from an earlier day waits for the server too.
    expect(audioListView({ data: ['kept'], isError: false }, false, builtIn)).toEqual({
      items: [],
      pending: true,
      failed: false,
    });
  });

  it('on an open day: the list, the built-in items after a failure, the wait while it loads', () => {
    expect(audioListView({ data: ['server'], isError: false }, true, builtIn)).toEqual({
      items: ['server'],
      pending: false,
      failed: false,
    });
    expect(audioListView({ data: undefined, isError: true }, true, builtIn)).toEqual({
      items: ['yerleşik'],
      pending: false,
      failed: false,
    });
    // A refresh that failed keeps the list already shown.
    expect(audioListView({ data: ['server'], isError: true }, true, builtIn)).toEqual({
      items: ['server'],
      pending: false,
      failed: false,
    });
    expect(audioListView({ data: undefined, isError: false }, true, builtIn)).toEqual({
      items: [],
      pending: true,
      failed: false,
    });
  });
});
