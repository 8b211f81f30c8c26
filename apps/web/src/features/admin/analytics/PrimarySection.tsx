import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { PrimaryAnalysisResponse } from '@uyku/domain';
import { useGroupColors } from './colors';
import { ComparisonTable } from './ComparisonTable';
import { num, pValue, signed } from './format';
import { Section } from './Section';
import { ANALYTICS_TEXTS as T } from './texts';
import { Headline } from './Verdict';

/** The primary analysis: headline, mean change per arm, the table, exclusions and the dose. */
export function PrimarySection({ data }: { data: PrimaryAnalysisResponse }) {
  const colors = useGroupColors();
  const efficiency = data.results.find((r) => r.metric === 'sleepEfficiency');
  const count = (group: 'control' | 'experiment') => data.included.filter((p) => p.group === group).length;
  return (
    <Section title={T.primary.title} intro={T.primary.intro} testId="analysis-primary">
      {efficiency ? <Headline metric="sleepEfficiency" welch={efficiency.welch} /> : null}
      <Typography variant="body2">{T.primary.included(count('control'), count('experiment'))}</Typography>
      {/* No bars of zero when nobody is in the analysis yet. */}
      {efficiency && efficiency.control.mean !== null && efficiency.experiment.mean !== null ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {T.primary.chartTitle}: {T.metrics.sleepEfficiency}
          </Typography>
          <BarChart
            height={220}
            skipAnimation
            layout="horizontal"
            yAxis={[
              {
                scaleType: 'band',
                data: [T.groups.control, T.groups.experiment],
                width: 70,
                // Each bar in its arm's colour.
                colorMap: { type: 'ordinal', colors: [colors.control, colors.experiment] },
              },
            ]}
            xAxis={[{ label: T.dose.y }]}
            series={[
              {
                data: [efficiency.control.mean ?? 0, efficiency.experiment.mean ?? 0],
                valueFormatter: (value) => signed(value),
                barLabel: (item) => signed(item.value),
              },
            ]}
            hideLegend
          />
        </Box>
      ) : null}
      <ComparisonTable rows={data.results} testId="primary-table" label={T.primary.title} />
      <Typography variant="caption" color="text.secondary">
        {data.method}
      </Typography>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {T.primary.excludedTitle}
        </Typography>
        {data.excluded.length === 0 ? (
          <Typography variant="body2">{T.primary.noneExcluded}</Typography>
        ) : (
          <List dense data-testid="primary-excluded">
            {data.excluded.map((row) => (
              <ListItem key={row.userId} disableGutters>
                <ListItemText primary={`${row.participantCode}${row.group ? ` (${T.groups[row.group]})` : ''}`} secondary={row.reason} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Stack spacing={1} data-testid="analysis-dose">
        <Typography variant="subtitle2" component="h3">
          {T.dose.title}
        </Typography>
        {data.dose.correlation ? (
          <Typography variant="body2">{T.dose.correlation(num(data.dose.correlation.r, 2), pValue(data.dose.correlation.p), data.dose.correlation.n)}</Typography>
        ) : (
          <Alert severity="info">{T.dose.none}</Alert>
        )}
        {data.dose.points.length > 0 ? (
          <ScatterChart
            height={260}
            skipAnimation
            xAxis={[{ label: T.dose.x }]}
            yAxis={[{ label: T.dose.y, width: 50 }]}
            series={[
              {
                label: T.groups.experiment,
                color: colors.experiment,
                data: data.dose.points.map((p) => ({ id: p.participantCode, x: p.minutes, y: p.efficiencyChange })),
                valueFormatter: (value) => (value ? `${num(value.x, 0)} dk, ${signed(value.y)}` : ''),
              },
            ]}
          />
        ) : null}
      </Stack>
    </Section>
  );
}
