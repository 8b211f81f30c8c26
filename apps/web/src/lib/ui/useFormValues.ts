import { useState, type ChangeEvent } from 'react';
import { phoneInput } from '@uyku/domain';

/**
 * The text fields of a form as one record: `field('name')` gives a field its name, value and
 * change handler. A field named 'phone' keeps digits only, at most 11, as it is typed; `onEdit`
 * runs after every change (e.g. to clear a message about what was just corrected).
 */
export function useFormValues<V extends Record<string, string>>(initial: V, onEdit?: () => void) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = name === 'phone' ? phoneInput(event.target.value) : event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      onEdit?.();
    },
    fullWidth: true,
  });
  return { values, setValues, field };
}
