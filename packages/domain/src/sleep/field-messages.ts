import type { SleepFieldSpec } from './field-spec.js';

/**
 * The Turkish validation messages of a catalogue field, each naming it by its `messageLabel`. The
 * server answers them through the request schema and the entry form shows the same words.
 */

type Named = Pick<SleepFieldSpec, 'messageLabel'>;

/** 'REM süresi 0-600 dakika arasında olmalıdır' */
export function boundMessageOf(field: Named & Pick<SleepFieldSpec, 'bounds'>): string {
  const b = field.bounds;
  if (!b) throw new Error(`${field.messageLabel}: a numeric field needs bounds`);
  return `${field.messageLabel} ${b.min}-${b.max}${b.unit ? ` ${b.unit}` : ''} arasında olmalıdır`;
}

/** 'REM süresi tam sayı olmalıdır' */
export const wholeNumberMessageOf = (field: Named): string => `${field.messageLabel} tam sayı olmalıdır`;

/** 'Alkol evet veya hayır olmalıdır' */
export const yesNoMessageOf = (field: Named): string => `${field.messageLabel} evet veya hayır olmalıdır`;

/** 'Yatış saati gereklidir' */
export const requiredMessageOf = (field: Named): string => `${field.messageLabel} gereklidir`;

/** 'Son yemek saati SS:DD biçiminde olmalıdır' */
export const clockFormatMessageOf = (field: Named): string => `${field.messageLabel} SS:DD biçiminde olmalıdır`;

/** 'Notlar en fazla 2000 karakter olabilir' */
export const tooLongMessageOf = (field: Named & Pick<SleepFieldSpec, 'maxLength'>): string =>
  `${field.messageLabel} en fazla ${field.maxLength ?? 0} karakter olabilir`;
