import type { Components, Theme } from '@mui/material/styles';

/**
 * Touch targets of at least 44 × 44 px (WCAG 2.5.5) on phones: below MUI's `sm`
 * breakpoint and on any coarse (finger) pointer. A desktop keeps MUI's denser sizes, where a
 * mouse needs no more and the admin's lists stay compact.
 */
export const TOUCH_MEDIA = '@media (max-width: 599.95px), (pointer: coarse)';
export const TOUCH_TARGET_PX = 44;

export const touchTargetOverrides: Components<Theme> = {
  MuiButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX } } } },
  MuiIconButton: {
    styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } },
  },
  MuiToggleButton: { styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET_PX } } } },
  // Sliders (sleep form, volume): a 44 px tall band to touch and a larger thumb to hold.
  MuiSlider: {
    styleOverrides: {
      root: { [TOUCH_MEDIA]: { paddingTop: 20, paddingBottom: 20 } },
      thumb: { [TOUCH_MEDIA]: { width: 24, height: 24 } },
    },
  },
};
