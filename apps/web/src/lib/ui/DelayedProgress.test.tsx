import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../../texts';
import { DelayedProgress, SPINNER_DELAY_MS } from './DelayedProgress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DelayedProgress', () => {
  it('shows nothing during a short wait, so a screen that arrives quickly is not preceded by a flashing spinner', () => {
    const { container } = render(<DelayedProgress />);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the spinner, named for screen readers, once the wait has lasted the delay', () => {
    render(<DelayedProgress />);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: TEXTS.common.loading })).toBeTruthy();
  });

  it('leaves no timer behind when the wait ends first', () => {
    const { unmount } = render(<DelayedProgress />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
