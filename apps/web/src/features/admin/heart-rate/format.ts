import { formatOneDecimal } from '@uyku/domain';
import { DATA_TEXTS } from '../data-shared/texts';
import { HEART_RATE_DATA_TEXTS as T } from './texts';

const number = (value: number) => (Number.isInteger(value) ? String(value) : formatOneDecimal(value));
/** A signed number: a fall in heart rate reads −12, a rise +3. */
const signed = (value: number) => (value > 0 ? `+${number(value)}` : value < 0 ? `−${number(-value)}` : '0');

export const bpmText = (value: number | null) => (value === null ? DATA_TEXTS.none : T.bpm(number(value)));
export const changeText = (value: number | null) => (value === null ? DATA_TEXTS.none : T.signedBpm(signed(value)));
export const percentText = (value: number | null) => (value === null ? DATA_TEXTS.none : T.signedPercent(signed(value)));
/** A fall is what the session aims at: green; a rise: orange. */
export const changeColor = (value: number | null) => (value === null || value === 0 ? 'text.primary' : value < 0 ? 'success.main' : 'warning.dark');
