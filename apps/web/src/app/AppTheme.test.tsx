import { useColorScheme } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppTheme } from './AppTheme';

afterEach(cleanup);

describe('AppTheme', () => {
  it('knows the scheme in its first render, so a start does not render the app a second time to learn it', () => {
    const seen: (string | undefined)[] = [];
    function Reader() {
      seen.push(useColorScheme().mode);
      return null;
    }
    render(
      <AppTheme>
        <Reader />
      </AppTheme>,
    );
    // Without `noSsr` MUI's provider renders first without a scheme (undefined) and again after mount.
    expect(seen[0]).toBe('system');
    expect(seen.filter((mode) => mode === undefined)).toEqual([]);
  });
});
