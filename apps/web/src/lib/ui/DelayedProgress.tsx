import { CircularProgress, type CircularProgressProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { TEXTS } from '../../texts';

/**
 * How long a wait goes without a spinner. A returning participant's screen arrives well within it
 * (its code is on the device), so it appears once, complete, instead of after a spinner that
 * flashes for a fraction of a second; a slow first visit still sees the spinner after half a
 * second (docs/decisions/030-no-spinner-for-a-short-wait.md).
 */
export const SPINNER_DELAY_MS = 500;

/** A page-sized wait's spinner, shown only once the wait has lasted SPINNER_DELAY_MS. */
export function DelayedProgress(props: Omit<CircularProgressProps, 'aria-label'>) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <CircularProgress aria-label={TEXTS.common.loading} {...props} /> : null;
}
