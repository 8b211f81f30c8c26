import { Box, Typography } from '@mui/material';
import { BOX_BREATHING_PHASE_SECONDS } from '@uyku/domain';
import { RELAXATION_TEXTS } from './texts';

const PHASES = [
  { label: RELAXATION_TEXTS.breathing.in, scale: 1 },
  { label: RELAXATION_TEXTS.breathing.holdIn, scale: 1 },
  { label: RELAXATION_TEXTS.breathing.out, scale: 0.5 },
  { label: RELAXATION_TEXTS.breathing.holdOut, scale: 0.5 },
] as const;

/**
 * Box breathing pacer: the square grows while breathing in, stays while holding, shrinks while
 * breathing out and rests while holding again — four seconds each.
 */
export function BreathingPacer({ elapsed, paused }: { elapsed: number; paused: boolean }) {
  const index = Math.floor(elapsed / BOX_BREATHING_PHASE_SECONDS) % 4;
  const phase = PHASES[index]!;
  const left = BOX_BREATHING_PHASE_SECONDS - Math.floor(elapsed % BOX_BREATHING_PHASE_SECONDS);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 2 }} data-testid="breathing-pacer">
      <Box sx={{ width: 180, height: 180, display: 'grid', placeItems: 'center', border: 2, borderColor: 'rgba(159,184,255,0.35)', borderRadius: 4 }}>
        <Box
          sx={{
            width: 170,
            height: 170,
            borderRadius: 3,
            bgcolor: 'rgba(159,184,255,0.28)',
            transform: `scale(${phase.scale})`,
            transition: paused ? 'none' : `transform ${BOX_BREATHING_PHASE_SECONDS}s ease-in-out`,
            display: 'grid',
            placeItems: 'center',
          }}
        />
      </Box>
      <Typography variant="h5" component="p" sx={{ mt: 2 }} aria-live="polite">
        {phase.label}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {left}
      </Typography>
    </Box>
  );
}
