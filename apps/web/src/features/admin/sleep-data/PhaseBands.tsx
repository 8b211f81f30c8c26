import { Box, Stack, Typography } from '@mui/material';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { STUDY_PHASE_LABELS } from '@uyku/domain';
import type { ShadedBand } from './phase-shading';
import { SLEEP_DATA_TEXTS as T } from './texts';

/** Shade of each study phase (docs/sleep-metrics.md "Study day and phase"), faint enough for both schemes. */
const PHASE_COLORS: Record<ShadedBand['phase'], string> = {
  baseline: '#90a4ae',
  intervention: '#66bb6a',
  'follow-up': '#ba68c8',
};
const OPACITY = 0.16;

/** The chart's phase shading: drawn inside the LineChart, one rectangle per phase over its days. */
export function PhaseBands({ bands }: { bands: ShadedBand[] }) {
  const scale = useXScale<'point'>();
  const area = useDrawingArea();
  const step = scale.step();
  return (
    <g data-testid="sleep-chart-phases" pointerEvents="none">
      {bands.map((band) => {
        const first = scale(band.first);
        const last = scale(band.last);
        if (first === undefined || last === undefined) return null;
        const left = Math.max(area.left, first - step / 2);
        const right = Math.min(area.left + area.width, last + step / 2);
        return (
          <rect
            key={band.phase}
            data-phase={band.phase}
            x={left}
            y={area.top}
            width={Math.max(0, right - left)}
            height={area.height}
            fill={PHASE_COLORS[band.phase]}
            fillOpacity={OPACITY}
          />
        );
      })}
    </g>
  );
}

/** What the shades mean, under the chart; only the phases the chart shows. */
export function PhaseLegend({ bands }: { bands: ShadedBand[] }) {
  if (bands.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}
      aria-label={T.phaseLegend}
      data-testid="sleep-chart-phase-legend"
    >
      {bands.map((band) => (
        <Stack key={band.phase} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: PHASE_COLORS[band.phase], opacity: OPACITY * 3 }}
          />
          <Typography variant="body2">{STUDY_PHASE_LABELS[band.phase]}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
