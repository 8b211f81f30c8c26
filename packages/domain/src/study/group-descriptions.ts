/**
 * The texts under 'Kontrol Grubu' and 'Deney Grubu' at registration, apart from the study's API
 * contracts: the sign-in and registration screens read them, and must not load the schema library
 * for two strings (the sign-in screen's budget, scripts/check-bundle-size.mjs).
 */

/** The longest description the study may show under a group's name at registration. */
export const GROUP_DESCRIPTION_MAX = 160;

/**
 * The spec's descriptions under 'Kontrol Grubu' and 'Deney Grubu' at registration (docs/product.md,
 * "Registration and sign-in"): shown, and recorded as seen, while the study sets none of its own.
 */
export const DEFAULT_GROUP_DESCRIPTIONS = {
  control: 'Standart deneyim',
  experiment: 'Gelişmiş özellikler (rahatlama ve binaural sesler)',
} as const;
