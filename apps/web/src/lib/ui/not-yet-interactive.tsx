import type { InputBaseComponentProps } from '@mui/material';

/**
 * Stand-ins for native controls while the app takes over a prerendered page (useHydrated is false):
 * the same box with the same classes, so nothing moves, but no element that could take typing or a
 * tick that no handler would read yet. Their props (value, handlers) are left unused on purpose.
 */
export function InputStandIn({ className }: InputBaseComponentProps) {
  return <div className={className} aria-hidden />;
}

export function CheckboxInputStandIn({ className }: { className?: string }) {
  return <span className={className} aria-hidden />;
}
