import { createTheme } from '@mui/material/styles';
import type * as MuiStyles from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { appTheme, buildThemeApart } from './theme';

// MUI's createTheme, counted: the theme must not be built while the start's modules load.
vi.mock('@mui/material/styles', async (importOriginal) => {
  const actual = await importOriginal<typeof MuiStyles>();
  return { ...actual, createTheme: vi.fn(actual.createTheme) };
});

describe('the theme, built apart from the start (decision 032)', () => {
  it('is not built when its module loads, then once, in a task after the one that asked', async () => {
    expect(createTheme).not.toHaveBeenCalled();
    const built = buildThemeApart();
    expect(createTheme).not.toHaveBeenCalled();
    await built;
    expect(createTheme).toHaveBeenCalledTimes(1);
    expect(appTheme()).toBe(appTheme());
    expect(createTheme).toHaveBeenCalledTimes(1);
    expect(appTheme().vars.palette.primary.main).toBe('var(--mui-palette-primary-main, #3949ab)');
  });
});
