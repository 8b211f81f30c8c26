import type { InputBaseComponentProps } from '@mui/material';
import { useHydrated } from '../useHydrated';

/**
 * Stand-ins for native controls while the app takes over a prerendered page (useHydrated is false):
 * the same box with the same classes, so nothing moves, but no element that could take typing or a
 * tick that no handler would read yet. Their props (value, handlers) are left unused on purpose.
 */
export function InputStandIn({ className }: InputBaseComponentProps) {
  return <div className={className} aria-hidden />;
}

/**
 * The input of a text field (MUI's `inputComponent`): the stand-in until the app has taken a
 * prerendered page over, the input from then on. Asking useHydrated here, in the leaf, rather than in
 * the field makes the switch, which React renders synchronously, redraw only the inputs: asked in the
 * field, it rendered every field of the sign-in screen a second time right after taking it over, in
 * one long task (decision 029).
 */
export function HydratingInput(props: InputBaseComponentProps) {
  return useHydrated() ? <input {...props} /> : <InputStandIn className={props.className} />;
}

export function CheckboxInputStandIn({ className }: { className?: string }) {
  return <span className={className} aria-hidden />;
}
