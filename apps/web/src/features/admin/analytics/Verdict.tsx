import { Chip, Stack, Typography } from '@mui/material';
import { METRIC_HIGHER_IS_BETTER, type ComparisonMetric, type PrimaryMetric, type StudyGroup, type WelchResult } from '@uyku/domain';
import { useGroupColors, useOnGroupColor } from './colors';
import { ANALYTICS_TEXTS as T } from './texts';

/** Which arm did better on a measure (experiment − control, in the measure's good direction), or null. */
export function betterGroup(metric: ComparisonMetric | PrimaryMetric, welch: WelchResult | null): StudyGroup | null {
  if (!welch || welch.difference === 0) return null;
  return welch.difference > 0 === METRIC_HIGHER_IS_BETTER[metric] ? 'experiment' : 'control';
}

/** A coloured chip naming the better arm; filled when the difference is significant. */
export function BetterChip({ metric, welch }: { metric: ComparisonMetric | PrimaryMetric; welch: WelchResult | null }) {
  const colors = useGroupColors();
  const onColor = useOnGroupColor();
  const group = betterGroup(metric, welch);
  if (!group || !welch) return <>{T.table.noResult}</>;
  const significant = welch.p < 0.05;
  return (
    <Chip
      size="small"
      label={T.groups[group]}
      variant={significant ? 'filled' : 'outlined'}
      title={significant ? T.verdict.significant : T.verdict.notSignificant}
      sx={significant ? { bgcolor: colors[group], color: onColor, fontWeight: 600 } : { borderColor: colors[group], color: 'text.primary' }}
    />
  );
}

/** The headline: the better arm on the first measure, in words, with the significance. */
export function Headline({ metric, welch }: { metric: ComparisonMetric | PrimaryMetric; welch: WelchResult | null }) {
  const colors = useGroupColors();
  const group = betterGroup(metric, welch);
  if (!group || !welch) return <Typography color="text.secondary">{T.verdict.noResult}</Typography>;
  return (
    <Stack
      data-testid="analysis-verdict"
      sx={{ borderLeft: 6, borderColor: colors[group], pl: 2, py: 1, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography variant="h6" component="p">
        {T.verdict.better(T.groups[group], T.metrics[metric].toLocaleLowerCase('tr-TR'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {welch.p < 0.05 ? T.verdict.significant : T.verdict.notSignificant}
      </Typography>
    </Stack>
  );
}
