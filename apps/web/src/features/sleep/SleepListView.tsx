import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { summarizeSleep, todayInStudyZone, type SleepSessionSummary } from '@uyku/domain';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import { queryPhase } from '../../lib/ui/query-phase';
import { sleepSessionsQuery } from './api';
import { DeleteSleepDialog } from './DeleteSleepDialog';
import { SleepRecordList } from './SleepRecordList';
import { SleepTiles } from './SleepTiles';
import { SLEEP_TEXTS } from './texts';
import { TREND_CARD_HEIGHT } from './trend-layout';

// The chart library is the heaviest part of the page (about 80 KiB gzipped): the nights and tiles
// show first and the chart follows, in a box of its own height so nothing jumps.
const SleepTrendChart = lazy(async () => ({ default: (await import('./SleepTrendChart')).SleepTrendChart }));

export interface SleepListViewProps {
  flash: string | null;
  onFlashClose: () => void;
  onFlash: (message: string) => void;
  onNew: () => void;
  onEdit: (id: string) => void;
}

const trendPlaceholder = <Skeleton variant="rounded" sx={{ height: TREND_CARD_HEIGHT }} aria-hidden />;

/**
 * /sleep's list view: title, tiles, 30-day trend and 'Son Kayıtlar (count)'. While the nights load,
 * skeletons stand in for the figures, chart and list; a failed load shows only its error with
 * 'Tekrar Dene' (docs/product.md, "App shell"): an empty diary there would invite a duplicate entry.
 */
export function SleepListView({ flash, onFlashClose, onFlash, onNew, onEdit }: SleepListViewProps) {
  const sessions = useQuery(sleepSessionsQuery());
  const [toDelete, setToDelete] = useState<SleepSessionSummary | null>(null);
  const nights = queryPhase(sessions);
  const records = nights.phase === 'ready' ? nights.data : undefined;
  const today = todayInStudyZone();
  const t = SLEEP_TEXTS;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t.pageTitle}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          {t.addRecord}
        </Button>
      </Stack>
      {nights.phase === 'failed' && (
        <LoadFailed message={t.loadFailed} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      )}
      {flash && (
        <Alert severity="success" onClose={onFlashClose} role="status">
          {flash}
        </Alert>
      )}
      {nights.phase !== 'failed' && (
        <>
          <SleepTiles summary={records && summarizeSleep(records, today)} />
          {records ? (
            <Suspense fallback={trendPlaceholder}>
              <SleepTrendChart sessions={records} today={today} />
            </Suspense>
          ) : (
            trendPlaceholder
          )}
          <Stack component="section" spacing={2} aria-labelledby="sleep-recent-title">
            <Typography id="sleep-recent-title" variant="h6" component="h2">
              {records ? t.recentRecords(records.length) : t.recentTitle}
            </Typography>
            {records ? (
              <SleepRecordList records={records} onNew={onNew} onEdit={onEdit} onDelete={setToDelete} />
            ) : (
              <LoadingBlock rows={3} rowHeight={120} />
            )}
          </Stack>
        </>
      )}
      <DeleteSleepDialog
        session={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(message) => {
          setToDelete(null);
          onFlash(message);
        }}
      />
    </Stack>
  );
}
