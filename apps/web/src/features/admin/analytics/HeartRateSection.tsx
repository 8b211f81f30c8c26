import { Box, Checkbox, FormControlLabel, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HeartRateAnalysisResponse, HeartRateEffect } from '@uyku/domain';
import { useHeartRateColors } from './colors';
import { interval, num, numberAxis, pValue, signed } from './format';
import { Section } from './Section';
import { ScrollableTable } from './ScrollableTable';
import { ANALYTICS_TEXTS as T } from './texts';

const typeLabel = (type: HeartRateEffect['contentType']) => (type === 'relaxation' ? T.heartRate.relaxation : T.heartRate.binaural);

export interface HeartRateSectionProps {
  data: HeartRateAnalysisResponse;
  /** Only camera- and Bluetooth-measured values (docs/heart-rate-validation.md); off by default. */
  measuredOnly: boolean;
  onMeasuredOnly: (measuredOnly: boolean) => void;
}

/**
 * Heart rate before and after audio, per content type and per item: each participant's sessions
 * summarised first, the paired t-test on the participant means (n = participants). How many
 * values of each method went in is shown, and typed values can be left out.
 */
export function HeartRateSection({ data, measuredOnly, onMeasuredOnly }: HeartRateSectionProps) {
  const rows = [...data.byType, ...data.byItem];
  const colors = useHeartRateColors();
  const counts = data.methodCounts;
  return (
    <Section title={T.heartRate.title} testId="analysis-heart-rate" exploratory>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={measuredOnly} onChange={(event) => onMeasuredOnly(event.target.checked)} />}
          label={T.heartRate.measuredOnly}
        />
        <Typography variant="body2" color="text.secondary">
          {T.heartRate.measuredOnlyHelp}
        </Typography>
        <Typography variant="body2" data-testid="heart-rate-method-counts" sx={{ mt: 0.5 }}>
          {`${T.heartRate.methodCountsLabel}: ${T.heartRate.methodCounts(counts.manual, counts.camera, counts.bluetooth)} · ${T.heartRate.mixedMethods(data.mixedMethods)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="heart-rate-delayed">
          {T.heartRate.delayed(data.delayed, data.excludeDelayed)}
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{measuredOnly ? T.heartRate.emptyMeasured : T.heartRate.empty}</Typography>
      ) : (
        <>
          <ScrollableTable label={T.heartRate.title}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{T.heartRate.type}</TableCell>
                  <TableCell>{T.heartRate.item}</TableCell>
                  <TableCell>{T.heartRate.sessions}</TableCell>
                  <TableCell>{T.heartRate.before}</TableCell>
                  <TableCell>{T.heartRate.after}</TableCell>
                  <TableCell>{T.heartRate.change}</TableCell>
                  <TableCell>{T.heartRate.test}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.contentType}-${row.contentId ?? 'all'}`} sx={row.contentId ? undefined : { '& td, & th': { fontWeight: 600 } }}>
                    <TableCell>{typeLabel(row.contentType)}</TableCell>
                    <TableCell>{row.contentName ?? T.heartRate.all}</TableCell>
                    <TableCell>{`${row.participants} (${row.sessions})`}</TableCell>
                    <TableCell>{num(row.meanBefore)}</TableCell>
                    <TableCell>{num(row.meanAfter)}</TableCell>
                    <TableCell>{row.paired ? `${signed(row.paired.meanChange)} ${interval(row.paired.ci)}` : '—'}</TableCell>
                    <TableCell>{row.paired ? `${num(row.paired.t, 2)} (${row.paired.df}), ${pValue(row.paired.p)}` : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTable>
          <Typography variant="caption" color="text.secondary">
            {data.method}
          </Typography>
          <Box>
            <BarChart
              height={260}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: data.byItem.map((row) => row.contentName ?? '') }]}
              // Wide enough for the label and the tick values beside it (at 40 px only the 0 showed).
              yAxis={[{ ...numberAxis, width: 72, label: 'atım/dk' }]}
              series={[
                { label: T.heartRate.before, data: data.byItem.map((row) => row.meanBefore), color: colors.before, valueFormatter: (value) => num(value) },
                { label: T.heartRate.after, data: data.byItem.map((row) => row.meanAfter), color: colors.after, valueFormatter: (value) => num(value) },
              ]}
            />
          </Box>
        </>
      )}
    </Section>
  );
}
