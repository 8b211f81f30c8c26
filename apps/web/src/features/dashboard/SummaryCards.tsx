import BedtimeIcon from '@mui/icons-material/Bedtime';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { formatDateLong, formatOneDecimal, type AbGroup, type NightSummary, type SleepSummary } from '@uyku/domain';
import type { QueryPhase } from '../../lib/ui/query-phase';
import { StatTile } from '../../lib/ui/StatTile';
import { DASHBOARD_TEXTS } from './texts';

interface SummaryCardProps {
  icon: ReactNode;
  title: string;
  value: string;
  /** Left out when the nights could not be loaded: no 'Henüz kayıt yok' or '0 kayıt' then. */
  detail?: string;
  testId: string;
  loading?: boolean;
  /** Spans both columns of a phone's two-column grid. */
  wide?: boolean;
}

function SummaryCard({ icon, title, value, detail, testId, wide, loading }: SummaryCardProps) {
  return (
    <StatTile
      icon={icon}
      label={title}
      value={value}
      valueTestId={`${testId}-value`}
      detail={detail === undefined ? undefined : { text: detail, testId: `${testId}-detail` }}
      loading={loading}
      detailLines={2}
      size="large"
      region
      sx={wide ? { gridColumn: { xs: 'span 2', sm: 'auto' } } : undefined}
    />
  );
}

export interface SleepFigures {
  latest: NightSummary | undefined;
  summary: SleepSummary;
}

/**
 * Latest quality with its date, average quality with the record count, and the study group. The
 * two figures are skeletons while the nights load and a bare '—' when they failed (the screen's
 * error says why), never a zero (docs/product.md, "App shell").
 */
export const SummaryCards = memo(function SummaryCards({
  figures,
  group,
  groupDescription,
}: {
  figures: QueryPhase<SleepFigures>;
  group: AbGroup;
  /**
   * The study's own description of the participant's group, so the card never contradicts what
   * the study says (a neutral text stays neutral); nothing under the name until it arrives.
   */
  groupDescription?: string;
}) {
  const t = DASHBOARD_TEXTS.cards;
  const loading = figures.phase === 'loading';
  const ready = figures.phase === 'ready' ? figures.data : undefined;
  const latest = ready?.latest;
  const average = ready?.summary.averageQuality ?? null;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <SummaryCard
        icon={<BedtimeIcon fontSize="small" />}
        title={t.latest}
        value={latest ? `${latest.sleep_quality}/10` : t.none}
        detail={ready ? (latest ? formatDateLong(latest.sleep_date) : t.noRecord) : undefined}
        testId="card-latest"
        loading={loading}
      />
      <SummaryCard
        icon={<InsightsIcon fontSize="small" />}
        title={t.average}
        value={average === null ? t.none : `${formatOneDecimal(average)}/10`}
        detail={ready ? t.records(ready.summary.count) : undefined}
        testId="card-average"
        loading={loading}
      />
      <SummaryCard
        icon={<GroupsIcon fontSize="small" />}
        title={t.group}
        value={group === 'experiment' ? t.experiment : t.control}
        detail={groupDescription}
        testId="card-group"
        wide
      />
    </Box>
  );
});
