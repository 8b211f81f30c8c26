import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The theme as every screen starts under it: the scheme the device chose, the variables' stylesheet
 * left to insertThemeVariables (disableStyleSheetGeneration), and the baseline CSS. The app and the
 * baseline page Lighthouse measures beside it (docs/benchmarks.md, "Lighthouse") share it, so the
 * baseline starts as the app does.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
