import { createTheme } from '@mui/material/styles';
import { trTR } from '@mui/material/locale';
import { touchTargetOverrides } from './touch-targets';

/**
 * Calm night-sky palette; follows the device's light or dark setting, since participants often
 * open the diary in bed. MUI's Turkish locale translates its built-in texts.
 */
export const theme = createTheme(
  {
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#3949ab' },
          secondary: { main: '#00897b' },
          background: { default: '#f4f5fb', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#9fa8da' },
          secondary: { main: '#4db6ac' },
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
      ...touchTargetOverrides,
      MuiButton: { ...touchTargetOverrides.MuiButton, defaultProps: { disableElevation: true } },
    },
  },
  trTR,
);
