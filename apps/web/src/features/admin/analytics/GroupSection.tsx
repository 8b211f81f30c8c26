import { Box, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { STUDY_GROUPS, type AnalysisTstSource } from '@uyku/domain';
import { useState } from 'react';
import { groupsQuery } from './api';
import { useGroupColors } from './colors';
import { num, numberAxis } from './format';
import { GroupPopulation } from './GroupPopulation';
import { Section } from './Section';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { LoadingBlock } from '../../../lib/ui/LoadingBlock';
import { ANALYTICS_TEXTS as T } from './texts';
import { Headline } from './Verdict';

/**
 * Control vs experiment over a chosen date range, ITT and per-protocol, and the weekly trend of
 * sleep efficiency (weeks from each participant's enrolment, participants averaged).
 */
export function GroupSection({ tstSource }: { tstSource: AnalysisTstSource }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const colors = useGroupColors();
  const groups = useQuery(groupsQuery(from, to, tstSource));
  const { data, isError } = groups;
  const trend = data?.itt.trend ?? [];
  const weeks = [...new Set(trend.map((p) => p.week))].sort((a, b) => a - b);
  const primary = data?.itt.metrics.find((m) => m.primary);
  return (
    <Section title={T.compare.title} intro={T.compare.intro} testId="analysis-groups" exploratory>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TurkishClockField
          type="date"
          label={T.compare.from}
          value={from}
          controlledValue={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TurkishClockField
          type="date"
          label={T.compare.to}
          value={to}
          controlledValue={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </Stack>
      {isError && !data ? <LoadFailed message={T.loadFailed} onRetry={() => void groups.refetch()} /> : null}
      {!isError && !data ? <LoadingBlock rows={3} rowHeight={40} /> : null}
      {data ? (
        <>
          {primary ? <Headline metric={primary.metric} welch={primary.welch} /> : null}
          <GroupPopulation population={data.itt} assignment={data.assignment} />
          <GroupPopulation population={data.perProtocol} assignment={data.assignment} />
          <Typography variant="caption" color="text.secondary">
            {data.method}
          </Typography>
          {weeks.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {T.compare.trendTitle}
              </Typography>
              <LineChart
                height={240}
                skipAnimation
                xAxis={[{ scaleType: 'point', data: weeks, label: T.compare.week }]}
                yAxis={[{ ...numberAxis, width: 56 }]}
                series={STUDY_GROUPS.map((group) => ({
                  id: group,
                  label: T.groups[group],
                  color: colors[group],
                  curve: 'linear' as const,
                  connectNulls: true,
                  data: weeks.map((week) => trend.find((p) => p.group === group && p.week === week)?.sleepEfficiency ?? null),
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
