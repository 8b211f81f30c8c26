import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppTheme } from '../app/AppTheme';
import { insertThemeVariables } from '../app/theme';
import { keepStyles } from '../lib/kept-styles';
import { BaselinePage } from './BaselinePage';

/**
 * The baseline page's entry (baseline.html, built apart from the app into dist/baseline; see
 * docs/benchmarks.md, "Lighthouse"). It starts the way main.tsx does — the theme's variables in a
 * <style> of their own, the styles its last visit kept (lib/kept-styles.ts), the same AppTheme — and
 * renders nothing else.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from baseline.html');
insertThemeVariables();

createRoot(root).render(
  <StrictMode>
    <CacheProvider value={keepStyles(import.meta.url)}>
      <AppTheme>
        <BaselinePage />
      </AppTheme>
    </CacheProvider>
  </StrictMode>,
);
