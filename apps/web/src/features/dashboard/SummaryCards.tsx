import BedtimeIcon from '@mui/icons-material/Bedtime';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDateLong, formatOneDecimal, type AbGroup, type SleepSessionSummary, type SleepSummary } from '@uyku/domain';
import { StatTile } from '../../lib/ui/StatTile';
import { DASHBOARD_TEXTS } from './texts';

interface SummaryCardProps {
  icon: ReactNode;
  title: string;
  value: string;
  detail: string;
  testId: string;
  /** Spans both columns of a phone's two-column grid. */
  wide?: boolean;
}

function SummaryCard({ icon, title, value, detail, testId, wide }: SummaryCardProps) {
  return (
    <StatTile
      icon={icon}
      label={title}
      value={value}
      valueTestId={`${testId}-value`}
      detail={{ text: detail, testId: `${testId}-detail` }}
      size="large"
      region
      sx={wide ? { gridColumn: { xs: 'span 2', sm: 'auto' } } : undefined}
    />
  );
}

/** Latest quality with its date, average quality with the record count, and the study group. */
export function SummaryCards({
  latest,
  summary,
  group,
}: {
  latest: SleepSessionSummary | undefined;
  summary: SleepSummary;
  group: AbGroup;
}) {
  const t = DASHBOARD_TEXTS.cards;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <SummaryCard
        icon={<BedtimeIcon fontSize="small" />}
        title={t.latest}
        value={latest ? `${latest.sleep_quality}/10` : t.none}
        detail={latest ? formatDateLong(latest.sleep_date) : t.noRecord}
        testId="card-latest"
      />
      <SummaryCard
        icon={<InsightsIcon fontSize="small" />}
        title={t.average}
        value={summary.averageQuality === null ? t.none : `${formatOneDecimal(summary.averageQuality)}/10`}
        detail={t.records(summary.count)}
        testId="card-average"
      />
      <SummaryCard
        icon={<GroupsIcon fontSize="small" />}
        title={t.group}
        value={group === 'experiment' ? t.experiment : t.control}
        detail={group === 'experiment' ? t.experimentHint : t.controlHint}
        testId="card-group"
        wide
      />
    </Box>
  );
}
