import AddIcon from '@mui/icons-material/Add';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { summarizeSleep, todayInStudyZone, type NightSummary } from '@uyku/domain';
import { useSession } from '../../lib/session-context';
import { LoadFailed } from '../../lib/ui/LoadFailed';
import { LoadingBlock } from '../../lib/ui/LoadingBlock';
import { queryPhase } from '../../lib/ui/query-phase';
import { nightsQuery } from './api';
import { DeleteSleepDialog } from './DeleteSleepDialog';
import { PendingNightList } from './PendingNightList';
import { NightList } from './NightList';
import { SleepTiles } from './SleepTiles';
import { SleepTrendCard } from './SleepTrendCard';
import { SLEEP_TEXTS } from './texts';
import { TREND_CARD_HEIGHT } from './trend-layout';

// The import dialog, with its worker and unzip library, loads only when 'İçe Aktar' is pressed.
const DeviceImportDialog = lazy(() => import('./device-import/DeviceImportDialog'));

/** The message above the list after a save or a deletion. */
export interface SleepFlash {
  text: string;
  /** `info`: the night was kept on the device, not yet saved on the server. */
  severity: 'success' | 'info';
}

export interface SleepListViewProps {
  flash: SleepFlash | null;
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
  const sessions = useQuery(nightsQuery());
  const [toDelete, setToDelete] = useState<NightSummary | null>(null);
  const [importing, setImporting] = useState(false);
  // Participants only: an admin keeps no study diary, and the server refuses their device nights.
  const participant = useSession().user?.isAdmin === false;
  const nights = queryPhase(sessions);
  const records = nights.phase === 'ready' ? nights.data : undefined;
  // Offline with nothing loaded (a reload without a connection): the request waits for the network,
  // so skeletons and 'Yükleniyor...' would never end. Say so instead; the tiles and list come back
  // with the connection.
  const offline = records === undefined && sessions.fetchStatus === 'paused';
  const today = todayInStudyZone();
  const t = SLEEP_TEXTS;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t.pageTitle}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
          {participant && (
            <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setImporting(true)}>
              {t.deviceImport.open}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
            {t.addRecord}
          </Button>
        </Stack>
      </Stack>
      {nights.phase === 'failed' && <LoadFailed message={t.loadFailed} onRetry={() => void sessions.refetch()} />}
      {flash && (
        <Alert severity={flash.severity} onClose={onFlashClose} role="status">
          {flash.text}
        </Alert>
      )}
      {/* Shown in every phase: offline, the list itself cannot load, and these are the nights that matter then. */}
      <PendingNightList />
      {offline && (
        <Alert severity="info" data-testid="sleep-offline">
          {t.offlineNoData}
        </Alert>
      )}
      {nights.phase !== 'failed' && !offline && (
        <>
          <SleepTiles summary={records && summarizeSleep(records, today)} />
          {records ? <SleepTrendCard sessions={records} today={today} /> : trendPlaceholder}
          <Stack component="section" spacing={2} aria-labelledby="sleep-recent-title">
            <Typography id="sleep-recent-title" variant="h6" component="h2">
              {records ? t.recentRecords(records.length) : t.recentTitle}
            </Typography>
            {records ? (
              <NightList records={records} onNew={onNew} onEdit={onEdit} onDelete={setToDelete} />
            ) : (
              <LoadingBlock rows={3} rowHeight={120} />
            )}
          </Stack>
        </>
      )}
      {importing && (
        <Suspense fallback={null}>
          <DeviceImportDialog onClose={() => setImporting(false)} onSaved={onFlash} />
        </Suspense>
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
