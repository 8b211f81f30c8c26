/**
 * Turkish names and numbers written without Intl, for what a page shows on its first screen.
 *
 * The first Intl object a page builds (a date or number formatter, a collator, a segmenter) loads
 * the browser's ICU data: 35–140 ms of main-thread time on Lighthouse's phone (4× CPU), once per
 * page load, before the screen can show (docs/decisions/031-first-screen-without-intl.md). The
 * names below and the digit-by-digit rounding write exactly what the tr-TR formatters write; the
 * tests compare them with Intl over every day of decades and over many numbers. Whatever they do
 * not cover returns undefined, and the caller asks Intl.
 */

/** Weekdays from Sunday, as `getUTCDay()` counts them: tr-TR `weekday: 'long'`. */
export const TURKISH_WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
/** tr-TR `weekday: 'short'`. */
export const TURKISH_WEEKDAYS_SHORT = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;
/** tr-TR `month: 'long'`, January first. */
export const TURKISH_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;
/** tr-TR `month: 'short'`. */
export const TURKISH_MONTHS_SHORT = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'] as const;

const GROUP = '.';
const DECIMAL = ',';

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A number as tr-TR's `Intl.NumberFormat` with these fraction digits writes it: '.' between
 * thousands, ',' before the decimals, '-' for a negative (and for negative zero, as Intl does).
 * Intl rounds the shortest decimal that reads back as the double (what `String(value)` writes), half
 * away from zero — so does this, on the digits, never on a product of floats. Undefined for what
 * `String` writes with an exponent (below 1e-6, from 1e21) and for NaN and the infinities.
 */
export function formatTurkishDecimal(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const written = String(Math.abs(value));
  if (written.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (fraction.length > maximumFractionDigits && (fraction[maximumFractionDigits] as string) >= '5') digits = incrementDigits(digits);
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  let decimals = digits.slice(digits.length - maximumFractionDigits);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, GROUP);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? DECIMAL + decimals : ''}`;
}

/**
 * Upper case as Turkish writes it: i → İ and ı → I; every other letter as `toUpperCase` does, which
 * for the Turkish alphabet is what `toLocaleUpperCase('tr-TR')` gives without loading ICU's data.
 */
export function turkishUpperCase(text: string): string {
  return text.replaceAll('i', 'İ').toUpperCase();
}
