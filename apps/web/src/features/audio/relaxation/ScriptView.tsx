import { Typography } from '@mui/material';
import { scriptStep } from '../session/programs';

/** The spoken script of a guided item, one sentence at a time, large and calm. */
export function ScriptView({ steps, elapsed, total }: { steps: readonly string[]; elapsed: number; total: number }) {
  const step = scriptStep(steps.length, elapsed, total);
  return (
    <Typography
      variant="h5"
      component="p"
      aria-live="polite"
      data-testid="script-step"
      sx={{ minHeight: '5.5em', display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', lineHeight: 1.5, px: { xs: 0, sm: 4 }, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
    >
      {steps[step]}
    </Typography>
  );
}
