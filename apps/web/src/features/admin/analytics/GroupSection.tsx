import { Box, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { STUDY_GROUPS } from '@uyku/domain';
import { useState } from 'react';
import { groupsQuery } from './api';
import { useGroupColors } from './colors';
import { ComparisonTable } from './ComparisonTable';
import { num } from './format';
import { Section } from './Section';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { ANALYTICS_TEXTS as T } from './texts';
import { Headline } from './Verdict';

/** Control vs experiment over a chosen date range, and the weekly trend of sleep efficiency. */
export function GroupSection() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const colors = useGroupColors();
  const { data, isError } = useQuery(groupsQuery(from, to));
  const weeks = data ? [...new Set(data.trend.map((p) => p.week))].sort((a, b) => a - b) : [];
  const efficiency = data?.metrics.find((m) => m.metric === 'sleepEfficiency');
  return (
    <Section title={T.compare.title} intro={T.compare.intro} testId="analysis-groups">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TurkishClockField type="date" label={T.compare.from} value={from} controlledValue={from} onChange={(e) => setFrom(e.target.value)} />
        <TurkishClockField type="date" label={T.compare.to} value={to} controlledValue={to} onChange={(e) => setTo(e.target.value)} />
      </Stack>
      {isError ? <Typography color="error">{T.loadFailed}</Typography> : null}
      {data ? (
        <>
          {efficiency ? <Headline metric="sleepEfficiency" welch={efficiency.welch} /> : null}
          <Typography variant="body2">
            {STUDY_GROUPS.map((g) => T.compare.counts(T.groups[g], data.counts[g].participants, data.counts[g].records)).join(' · ')}
          </Typography>
          <ComparisonTable rows={data.metrics} testId="groups-table" label={T.compare.title} />
          {weeks.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {T.compare.trendTitle}
              </Typography>
              <LineChart
                height={240}
                skipAnimation
                xAxis={[{ scaleType: 'point', data: weeks, label: T.compare.week }]}
                yAxis={[{ width: 40 }]}
                series={STUDY_GROUPS.map((group) => ({
                  id: group,
                  label: T.groups[group],
                  color: colors[group],
                  curve: 'linear' as const,
                  connectNulls: true,
                  data: weeks.map((week) => data.trend.find((p) => p.group === group && p.week === week)?.sleepEfficiency ?? null),
                  valueFormatter: (value: number | null) => (value === null ? '—' : `%${num(value)}`),
                }))}
              />
            </Box>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
