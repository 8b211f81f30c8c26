import { createTheme, type Theme } from '@mui/material/styles';
import { trTR } from '@mui/material/locale';
import { nextTask } from '../lib/next-task';
import { touchTargetOverrides } from '../lib/ui/touch-targets';

// The theme is built with CSS variables: its type then has their members (theme.vars,
// generateStyleSheets) and ThemeProvider their props (MUI's documented augmentation).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * Calm night-sky palette; follows the device's light or dark setting, since participants often
 * open the diary in bed. MUI's Turkish locale translates its built-in texts.
 */
const buildTheme = () =>
  createTheme(
    {
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: '#3949ab' },
            // Teal 700, not 600: white text on #00897b is 4.3:1, under AA (the admin's group chips).
            secondary: { main: '#00796b' },
            // Dark text on MUI's orange: white on it is 3.1:1, under AA (the sleep quality chips).
            warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
            // Light blue 800, not MUI's #0288d1: that text on white is 3.9:1, under AA (the admin's
            // 'Rahatlama' chips); this one is 4.8:1, and white on it the same (filled alerts).
            info: { main: '#0277bd' },
            background: { default: '#f4f5fb', paper: '#ffffff' },
          },
        },
        dark: {
          palette: {
            primary: { main: '#9fa8da' },
            secondary: { main: '#4db6ac' },
            // A lighter red than MUI's #f44336, whose text on the dark paper is 4.5:1 at best, with dark
            // text on it where it fills (white on it would be 3.7:1): quality chips, delete buttons.
            error: { main: '#e57373', contrastText: 'rgba(0, 0, 0, 0.87)' },
            background: { default: '#10131f', paper: '#1a1e2e' },
          },
        },
      },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        h4: { fontWeight: 700 },
        h5: { fontWeight: 700 },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCard: { defaultProps: { variant: 'outlined' } },
        // A visible focus ring for keyboard users (WCAG 2.4.7): MUI's own is a faint ripple tint.
        // Text fields keep their outline-colour change; on the coloured top bar the ring is the icons' colour.
        MuiCssBaseline: {
          styleOverrides: {
            ':focus-visible:not(input, textarea), .MuiButtonBase-root.Mui-focusVisible': {
              outline: '2px solid var(--mui-palette-primary-main)',
              outlineOffset: 2,
            },
            '.MuiAppBar-root :focus-visible:not(input, textarea), .MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible': {
              outlineColor: 'currentColor',
            },
          },
        },
        // A badge with nothing to show is only shrunk to nothing by MUI and keeps its text (the bell's
        // '0'), which then counts as its button's visible text outside the button's label (WCAG 2.5.3,
        // axe label-content-name-mismatch). Hidden, it is no text at all.
        MuiBadge: { styleOverrides: { invisible: { visibility: 'hidden' } } },
        ...touchTargetOverrides,
        MuiButton: { ...touchTargetOverrides.MuiButton, defaultProps: { disableElevation: true } },
      },
    },
    trTR,
  );

let built: Theme | undefined;

/**
 * The app's theme, built on first use. MUI's createTheme (both colour schemes and their variables)
 * is a quarter of the start's module evaluation: the app's start calls this in a task of its own
 * (main.tsx, decision 032), not while its modules load.
 */
export function appTheme(): Theme {
  built ??= buildTheme();
  return built;
}

/**
 * Builds the theme in a task of its own, after the one that evaluated the start's modules; what
 * follows (React's first render) runs in a later one (decision 032). The app's start and the
 * baseline page's do this alike.
 */
export async function buildThemeApart(): Promise<void> {
  await nextTask();
  appTheme();
}

const hyphenate = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function cssBlock(selector: string, body: Record<string, unknown>): string {
  let declarations = '';
  for (const [name, value] of Object.entries(body)) {
    if (value && typeof value === 'object') {
      declarations += cssBlock(name, value as Record<string, unknown>);
    } else if (value !== undefined && value !== null && typeof value !== 'boolean') {
      // No value (null, undefined, a boolean) is no declaration, as in emotion.
      declarations += `${hyphenate(name)}:${String(value)};`;
    }
  }
  return `${selector}{${declarations}}`;
}

/** The `<style>` with the theme's CSS variables: written into the prerendered page by the build, or by insertThemeVariables. */
export const THEME_STYLE_ID = 'theme-variables';

/**
 * The theme's CSS variables (both schemes) as plain stylesheet text, for main.tsx to put in a
 * <style> of its own. MUI would otherwise hand the same rules to emotion on the first render,
 * whose stylis parses and re-serializes them in the commit: a third of the longest start-up task on
 * a throttled phone (decision 011). The rules are flat (custom properties and color-scheme), so joining
 * them needs no parser.
 */
export function themeVariablesCss(): string {
  return appTheme()
    .generateStyleSheets()
    .map((sheet) =>
      Object.entries(sheet)
        .map(([selector, body]) => cssBlock(selector, body as Record<string, unknown>))
        .join(''),
    )
    .join('');
}

/**
 * Puts the theme's variables in a `<style>` of their own before the first render paints (see
 * themeVariablesCss), unless the page brought them: every built page has them in its head
 * (apps/web/scripts/prerender.mjs), so this writes them only under the development server. The app's
 * start and the baseline page's call it alike.
 */
export function insertThemeVariables(): void {
  if (document.getElementById(THEME_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = THEME_STYLE_ID;
  style.textContent = themeVariablesCss();
  document.head.appendChild(style);
}
