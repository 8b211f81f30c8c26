/** Turkish texts of the appearance (night mode) control in the top bar. */
export const COLOR_SCHEME_TEXTS = {
  button: 'Görünüm',
  menuLabel: 'Görünüm seçin',
  system: 'Sistem',
  light: 'Açık',
  dark: 'Koyu',
} as const;
