import { formatOneDecimal, type SleepFieldSpec, type StoredValue } from '@uyku/domain';
import { orNone } from './format';
import { SLEEP_DATA_TEXTS as T } from './texts';

/**
 * A catalogue field's value as the admin's night detail shows it, by the field's kind and bounds
 * (docs/decisions/018-sleep-field-catalogue.md): '45 dk', '62 atım/dk', '3/10', '21,5 °C'; '—' when
 * not given.
 */
export function adminFieldText(field: SleepFieldSpec, value: StoredValue): string {
  return orNone(value, (given) => {
    if (typeof given === 'boolean') return given ? T.yes : T.no;
    if (typeof given === 'string') return given;
    const unit = field.bounds?.unit ?? '';
    switch (field.kind) {
      case 'minutes':
      case 'optionalMinutes':
        return T.minutes(given);
      case 'scale':
        return `${given}/${field.bounds?.max ?? ''}`;
      case 'decimal':
        return `${formatOneDecimal(given)} ${unit}`;
      case 'measurement':
        return `${Number.isInteger(given) ? String(given) : formatOneDecimal(given)} ${unit}`;
      default:
        return String(given);
    }
  });
}
