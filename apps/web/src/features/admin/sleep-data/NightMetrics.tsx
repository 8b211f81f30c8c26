import { Typography } from '@mui/material';
import { formatOneDecimal, TST_SOURCE_LABELS, WASO_SOURCE_LABELS, type AdminNightMetrics } from '@uyku/domain';
import { Metric, MetricGrid } from '../data-shared/Metric';
import { durationText, minutesText } from './format';
import { SLEEP_DATA_TEXTS as T } from './texts';

function WithSource({ text, source }: { text: string; source: string }) {
  return (
    <>
      {text}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
        {T.source(source)}
      </Typography>
    </>
  );
}

/** A night's derived metrics (docs/sleep-metrics.md): time in bed, SOL, terminal wakefulness, TST, SE and the WASO used. */
export function NightMetrics({ metrics }: { metrics: AdminNightMetrics }) {
  return (
    <MetricGrid min={130}>
      <Metric label={T.timeInBed} value={durationText(metrics.time_in_bed)} />
      <Metric label={T.sleepOnsetLatency} value={minutesText(metrics.sleep_onset_latency)} />
      <Metric label={T.terminalWakefulness} value={minutesText(metrics.terminal_wakefulness)} />
      <Metric
        label={T.totalSleepMinutes}
        value={<WithSource text={durationText(metrics.total_sleep_time)} source={TST_SOURCE_LABELS[metrics.tst_source]} />}
      />
      <Metric label={T.efficiency} value={T.percent(formatOneDecimal(metrics.sleep_efficiency))} />
      <Metric
        label={T.wasoUsed}
        value={<WithSource text={minutesText(metrics.waso_used)} source={WASO_SOURCE_LABELS[metrics.waso_source]} />}
      />
    </MetricGrid>
  );
}
