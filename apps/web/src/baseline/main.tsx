import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme, themeVariablesCss } from '../app/theme';
import { BaselinePage } from './BaselinePage';

/**
 * The baseline page's entry (baseline.html, built apart from the app into dist/baseline; see
 * docs/benchmarks.md, "Lighthouse"). It starts the way main.tsx does — the theme's variables in a
 * <style> of their own, the same ThemeProvider and CssBaseline — and renders nothing else.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from baseline.html');
const themeVariables = document.createElement('style');
themeVariables.textContent = themeVariablesCss();
document.head.appendChild(themeVariables);

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme} defaultMode="system" disableStyleSheetGeneration>
      <CssBaseline enableColorScheme />
      <BaselinePage />
    </ThemeProvider>
  </StrictMode>,
);
