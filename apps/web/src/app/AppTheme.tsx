import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { appTheme } from './theme';

/**
 * The theme as every screen starts under it: the scheme the device chose, the variables' stylesheet
 * left to insertThemeVariables (disableStyleSheetGeneration), and the baseline CSS. The app and the
 * baseline page Lighthouse measures beside it (docs/benchmarks.md, "Lighthouse") share it, so the
 * baseline starts as the app does.
 *
 * `noSsr`: the provider knows the device's scheme in its first render. Without it MUI renders once
 * without a scheme and sets it from an effect, for servers that cannot know it: a second render of
 * the provider and its scheme's readers right after every start (decision 029). Nothing the
 * prerender draws depends on the scheme (the colours are CSS variables, chosen by the class
 * public/color-scheme-init.js sets before the first paint), so the HTML still matches.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()} defaultMode="system" disableStyleSheetGeneration noSsr>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
