import { formatOneDecimal, type SleepFieldSpec, type StoredValue } from '@uyku/domain';
import { orNone } from './format';
import { SLEEP_DATA_TEXTS as T } from './texts';

/**
 * A catalogue field's value as the admin's night detail shows it, by the field's kind and bounds
 * (docs/decisions/018-sleep-field-catalogue.md): '45 dk', '62 atım/dk', '3/10', '21,5 °C', 'Evet'; '—'
 * when not given or not measured.
 */
export function adminFieldText(field: SleepFieldSpec, value: StoredValue): string {
  // A stage's 0 is the form's "not entered" (the catalogue's zeroIsMissing), never a measured 0 minutes.
  const measured = field.export?.zeroIsMissing && value === 0 ? null : value;
  return orNone(measured, (given) => {
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

/**
 * How the admin's night detail names a field: the admin view's label, else the study export's
 * (written for researchers: 'Kafein', 'Yatağa girme saati'), else the validation messages' name.
 */
export function adminFieldLabel(field: SleepFieldSpec): string {
  return field.admin?.label ?? field.export?.label ?? field.messageLabel;
}
