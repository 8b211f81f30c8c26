import DownloadIcon from '@mui/icons-material/Download';
import { Button, Checkbox, FormControlLabel, LinearProgress, Stack, Typography } from '@mui/material';
import { STUDY_EXPORT_MSG } from '@uyku/domain';
import { useState } from 'react';
import { downloadFromApi } from '../data-shared/download';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { num } from './format';
import { ANALYTICS_TEXTS as T } from './texts';

/**
 * The whole-study ZIP, with the kilobytes received shown while it streams. Participants' free text
 * is left out unless the admin ticks the box; then it comes masked and the download is audited.
 */
export function StudyExportButton() {
  const notice = useNotice();
  const [received, setReceived] = useState<number | null>(null);
  const [freeText, setFreeText] = useState(false);
  const download = async () => {
    setReceived(0);
    try {
      await downloadFromApi(`/admin/export/study${freeText ? '?free_text=1' : ''}`, 'calisma-verileri.zip', setReceived);
    } catch {
      notice.error(T.export.failed);
    } finally {
      setReceived(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={<Checkbox checked={freeText} onChange={(e) => setFreeText(e.target.checked)} disabled={received !== null} />}
        label={STUDY_EXPORT_MSG.freeTextLabel}
      />
      {freeText ? (
        <Typography variant="caption" color="text.secondary">
          {STUDY_EXPORT_MSG.freeTextHelp}
        </Typography>
      ) : null}
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
