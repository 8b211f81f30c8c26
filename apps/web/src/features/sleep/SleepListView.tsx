import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { summarizeSleep, todayInStudyZone, type SleepSessionSummary } from '@uyku/domain';
import { sleepSessionsQuery } from './api';
import { DeleteSleepDialog } from './DeleteSleepDialog';
import { SleepRecordCard } from './SleepRecordCard';
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

/** /sleep's list view: title, tiles, 30-day trend and 'Son Kayıtlar (count)'. */
export function SleepListView({ flash, onFlashClose, onFlash, onNew, onEdit }: SleepListViewProps) {
  const sessions = useQuery(sleepSessionsQuery());
  const [toDelete, setToDelete] = useState<SleepSessionSummary | null>(null);
  const records = sessions.data ?? [];
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
      {flash && (
        <Alert severity="success" onClose={onFlashClose} role="status">
          {flash}
        </Alert>
      )}
      <SleepTiles summary={summarizeSleep(records, today)} />
      <Suspense fallback={<Skeleton variant="rounded" sx={{ height: TREND_CARD_HEIGHT }} aria-hidden />}>
        <SleepTrendChart sessions={records} today={today} />
      </Suspense>

      <Stack component="section" spacing={2} aria-labelledby="sleep-recent-title">
        <Typography id="sleep-recent-title" variant="h6" component="h2">
          {t.recentRecords(records.length)}
        </Typography>
        {sessions.isPending && <Typography color="text.secondary">{t.loading}</Typography>}
        {sessions.isError && (
          // The original screen only logs a failed load; an empty state here would invite a duplicate entry.
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {t.loadFailed}
          </Alert>
        )}
        {sessions.isSuccess && records.length === 0 && (
          <Card>
            <CardContent sx={{ textAlign: 'center', py: 4 }}>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t.empty}
              </Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
                {t.firstRecord}
              </Button>
            </CardContent>
          </Card>
        )}
        {records.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {records.map((session) => (
              <SleepRecordCard
                key={session.id}
                session={session}
                onEdit={() => onEdit(session.id)}
                onDelete={() => setToDelete(session)}
              />
            ))}
          </Stack>
        )}
      </Stack>
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
