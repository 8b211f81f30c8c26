import DownloadIcon from '@mui/icons-material/Download';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { downloadFromApi } from '../data-shared/download';
import { useNotice } from '../notice';
import { num } from './format';
import { ANALYTICS_TEXTS as T } from './texts';

/** The whole-study ZIP, with the kilobytes received shown while it streams. */
export function StudyExportButton() {
  const notice = useNotice();
  const [received, setReceived] = useState<number | null>(null);
  const download = async () => {
    setReceived(0);
    try {
      await downloadFromApi('/admin/export/study', 'calisma-verileri.zip', setReceived);
    } catch {
      notice.error(T.export.failed);
    } finally {
      setReceived(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={received !== null}>
        {T.export.button}
      </Button>
      {received !== null ? (
        <Stack spacing={0.5} sx={{ width: 260 }} role="status" data-testid="export-progress">
          <LinearProgress />
          <Typography variant="caption">{T.export.progress(num(received / 1024, 0))}</Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
