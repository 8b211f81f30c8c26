import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ANALYSIS_PLAN_TEXTS, formatDateTime, ratioOneDecimal, type PrimaryAnalysisResponse } from '@uyku/domain';
import { useGroupColors } from './colors';
import { num, numberAxis, pValue, signed } from './format';
import { PopulationSummary } from './PopulationSummary';
import { PopulationTables } from './PopulationTables';
import { ExploratoryChip, Section } from './Section';
import { ANALYTICS_TEXTS as T } from './texts';
import { Headline } from './Verdict';

/**
 * The primary analysis: the primary outcome's headline (ITT), ITT and per-protocol side by side,
 * every measure under each population, the exclusions, the method and the dose.
 */
export function PrimarySection({ data }: { data: PrimaryAnalysisResponse }) {
  const colors = useGroupColors();
  const primary = data.itt.results.find((r) => r.metric === data.primaryOutcome);
  const { lockedAt, sha256 } = data.plan;
  // Confirmatory only as the locked plan fixed it: another TST source makes it an exploratory variant.
  const preSpecified = lockedAt !== null && sha256 !== null && data.tstSource === data.plan.tstSource;
  return (
    <Section title={T.primary.title} intro={T.primary.intro} testId="analysis-primary">
      {lockedAt === null || sha256 === null ? (
        <Alert severity="warning" data-testid="plan-unlocked-warning">
          {ANALYSIS_PLAN_TEXTS.notLocked}. {T.planUnlockedHelp}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="plan-locked-note">
          {ANALYSIS_PLAN_TEXTS.locked(formatDateTime(lockedAt), sha256.slice(0, 12))}
        </Typography>
      )}
      {preSpecified ? (
        <Chip label={ANALYSIS_PLAN_TEXTS.preSpecified} color="primary" size="small" data-testid="pre-specified" sx={{ alignSelf: 'flex-start' }} />
      ) : lockedAt !== null ? (
        <ExploratoryChip />
      ) : null}
      {data.assignment !== 'randomised' ? (
        <Alert severity="info" data-testid="self-selected-note">
          {T.selfSelectedNote}
        </Alert>
      ) : null}
      {primary ? <Headline metric={primary.metric} welch={primary.welch} /> : null}
      <Typography variant="body2" data-testid="primary-outcome">
        <strong>{T.primaryOutcome}:</strong> {T.metrics[data.primaryOutcome]}. {T.secondaryNote} {T.tstSource.note(T.tstSource.options[data.tstSource])}.
      </Typography>
      <PopulationSummary data={data} />
      {/* No bars of zero when nobody is in the analysis yet. */}
      {primary && primary.control.mean !== null && primary.experiment.mean !== null ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {T.primary.chartTitle}: {T.metrics[primary.metric]}
          </Typography>
          <BarChart
            height={200}
            skipAnimation
            layout="horizontal"
            xAxis={[numberAxis]}
            yAxis={[
              {
                scaleType: 'band',
                data: [T.groups.control, T.groups.experiment],
                width: 70,
                // Each bar in its arm's colour.
                colorMap: { type: 'ordinal', colors: [colors.control, colors.experiment] },
              },
            ]}
            series={[
              {
                data: [primary.control.mean ?? 0, primary.experiment.mean ?? 0],
                valueFormatter: (value) => signed(value),
                barLabel: (item) => signed(item.value),
              },
            ]}
            hideLegend
          />
        </Box>
      ) : null}
      <PopulationTables population={data.itt} assignment={data.assignment} />
      <PopulationTables population={data.perProtocol} assignment={data.assignment} />
      <Typography variant="caption" color="text.secondary">
        {data.method}
      </Typography>
      <Stack spacing={1} data-testid="analysis-dose">
        <Typography variant="subtitle2" component="h3">
          {T.dose.title}
        </Typography>
        <ExploratoryChip />
        {data.dose.correlation ? (
          <Typography variant="body2">{T.dose.correlation(num(data.dose.correlation.r, 2), pValue(data.dose.correlation.p), data.dose.correlation.n)}</Typography>
        ) : (
          <Alert severity="info">{T.dose.none}</Alert>
        )}
        {data.dose.points.length > 0 ? (
          <ScatterChart
            // Tall enough for the whole y label along the axis, wide enough for it beside the ticks.
            height={320}
            skipAnimation
            xAxis={[{ ...numberAxis, label: T.dose.x }]}
            yAxis={[{ ...numberAxis, label: T.dose.y, width: 72 }]}
            series={[
              {
                label: T.groups.experiment,
                color: colors.experiment,
                // Plotted at the exact minutes; the label rounds from the whole seconds (9,123 s → 152,1 dk).
                data: data.dose.points.map((p) => ({ id: p.participantCode, x: p.minutes, y: p.efficiencyChange })),
                valueFormatter: (value, { dataIndex }) => {
                  const point = data.dose.points[dataIndex];
                  return value && point ? T.dose.point(num(ratioOneDecimal(point.seconds, 60)), signed(value.y)) : '';
                },
              },
            ]}
          />
        ) : null}
      </Stack>
    </Section>
  );
}
