import { useColorScheme } from '@mui/material/styles';

/**
 * Line colours of the sleep charts in each scheme. MUI X picks its palette from `palette.mode`,
 * which stays 'light' with the CSS-variables theme, so the dark page got the light palette's deep
 * blue (about 3:1 on the dark card). These keep at least 3:1 (WCAG non-text contrast) on the card
 * of each scheme, and the quality line has the theme's primary colour.
 */
const CHART_COLORS = {
  light: { quality: '#3949ab', hours: '#e65100' },
  dark: { quality: '#9fa8da', hours: '#ffb74d' },
} as const;

/** The chart colours of the scheme the page shows now (the device's choice, or the system's). */
export function useChartColors(): (typeof CHART_COLORS)['light' | 'dark'] {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' || mode === undefined ? systemMode : mode;
  return CHART_COLORS[resolved === 'dark' ? 'dark' : 'light'];
}
