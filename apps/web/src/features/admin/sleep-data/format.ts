import { formatOneDecimal, formatSleepDuration } from '@uyku/domain';
import { DATA_TEXTS } from '../data-shared/texts';
import { SLEEP_DATA_TEXTS as T } from './texts';

/** Number texts of the sleep tab; a value that was not measured reads '—'. */
export const orNone = <V,>(value: V | null | undefined, show: (value: V) => string) =>
  value === null || value === undefined ? DATA_TEXTS.none : show(value);
export const qualityText = (value: number | null) => orNone(value, (v) => T.outOfTen(formatOneDecimal(v)));
export const durationText = (minutes: number | null) => orNone(minutes, formatSleepDuration);
export const minutesText = (minutes: number | null) => orNone(minutes, T.minutes);
export const bpmText = (value: number | null) => orNone(value, (v) => T.bpm(Number.isInteger(v) ? String(v) : formatOneDecimal(v)));
/** One night's quality is a whole number: '8/10'; averages keep their decimal: '7,0/10'. */
export const nightQualityText = (value: number) => T.outOfTen(String(value));
