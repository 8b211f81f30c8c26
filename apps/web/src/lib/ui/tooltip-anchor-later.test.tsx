import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Tooltip from '@mui/material/Tooltip';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * MUI's Tooltip as the app's build rewrites it (apps/web/bundling/tooltip-anchor-later.ts, decision
 * 032): mounting one schedules no synchronous re-render from the commit, which would pull that
 * commit's passive effects into the same task, and it still opens on hover and on focus.
 */
afterEach(cleanup);

function renderTooltip() {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  render(
    <Profiler id="tooltip" onRender={onRender}>
      <Tooltip title="Görünüm">
        <button type="button">düğme</button>
      </Tooltip>
    </Profiler>,
  );
  return phases;
}

describe('MUI Tooltip, anchored later', () => {
  it('mounts without an update from its commit: its second render is a later one, not a nested update', () => {
    const phases = renderTooltip();
    // React calls an update scheduled while it commits a "nested-update" (the untouched Tooltip's ref).
    expect(phases).not.toContain('nested-update');
    expect(phases[0]).toBe('mount');
  });

  it('still opens on hover with its title, and labels its element', async () => {
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Görünüm' });
    fireEvent.mouseOver(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Görünüm');
  });

  it('still opens on keyboard focus', async () => {
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Görünüm' });
    // MUI opens on focus only when the focus is visible (a keyboard's).
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      button.focus();
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Görünüm');
  });
});
