import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppTheme } from '../app/AppTheme';
import { buildThemeApart, insertThemeVariables } from '../app/theme';
import { BaselinePage } from './BaselinePage';

/**
 * The baseline page's entry (baseline.html, built apart from the app into dist/baseline; see
 * docs/benchmarks.md, "Lighthouse"). It starts the way main.tsx does — the theme's variables in a
 * <style> of their own, the theme built in a task of its own and the first render as a transition
 * (decision 032), the same AppTheme — and renders nothing else.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from baseline.html');
insertThemeVariables();

void buildThemeApart().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppTheme>
          <BaselinePage />
        </AppTheme>
      </StrictMode>,
    ),
  ),
);
