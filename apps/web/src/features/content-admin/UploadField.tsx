import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { uploadLimitQuery, uploadMedia } from './api';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

/** Chooses and uploads one audio or video file with a progress bar; reports the stored URL. */
export function UploadField({ onUploaded }: { onUploaded: (media: { url: string; type: 'audio' | 'video' } | null) => void }) {
  const limit = useQuery(uploadLimitQuery).data;
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (file: File | undefined) => {
    onUploaded(null);
    setMessage(null);
    if (!file) return;
    if (limit && file.size > limit) {
      setMessage({ ok: false, text: T.tooLarge(Math.floor(limit / (1024 * 1024))) });
      return;
    }
    setProgress(0);
    try {
      const media = await uploadMedia(file, setProgress);
      onUploaded({ url: media.url, type: media.type });
      setMessage({ ok: true, text: `${T.uploaded}: ${file.name}` });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error, T.uploadFailed) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {T.file}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }} disabled={progress !== null}>
        {T.chooseFile}
        <input hidden type="file" accept="audio/*,video/*" onChange={(event) => void choose(event.target.files?.[0])} />
      </Button>
      {progress !== null && (
        <Stack spacing={0.5}>
          <LinearProgress variant="determinate" value={progress} aria-label={T.uploading(progress)} />
          <Typography variant="caption">{T.uploading(progress)}</Typography>
        </Stack>
      )}
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
    </Stack>
  );
}
