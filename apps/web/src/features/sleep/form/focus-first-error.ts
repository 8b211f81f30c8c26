/**
 * Brings the first field with a message into view (docs/product.md, "Sleep diary", "An error is
 * always seen"): the first message in the open tab's DOM order, scrolled to just below the fixed
 * top bar (the scroll margin is set on the form's fields), and its control focused. MUI marks a
 * field's message with `Mui-error`; the stages' total speaks through an error Alert.
 */
const MESSAGE = '.Mui-error, .MuiAlert-outlinedError';
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea, button, [tabindex="0"]';

/** False while the panel shows no message yet. */
export function focusFirstError(panel: HTMLElement | null): boolean {
  const message = panel?.querySelector<HTMLElement>(MESSAGE);
  if (!message) return false;
  const field = message.closest<HTMLElement>('.MuiFormControl-root, [data-field]') ?? message;
  field.scrollIntoView({ block: 'start' });
  field.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  return true;
}
