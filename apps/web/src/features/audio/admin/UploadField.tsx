import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { uploadLimitQuery, uploadMedia } from './api';
import type { StoredMedia } from './drafts';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

interface UploadFieldProps {
  /** The file the item plays now, or null for a synthesised item. */
  value: StoredMedia | null;
  onChange: (media: StoredMedia | null) => void;
  label?: string;
}

/**
 * Chooses and uploads one audio or video file with a progress bar, shows the file the item has,
 * and lets the admin remove it (the item is then synthesised in the browser). The server decides
 * the type from the file's bytes; the size limit is checked here first to spare a long upload.
 */
export function UploadField({ value, onChange, label = T.file }: UploadFieldProps) {
  const limit = useQuery(uploadLimitQuery).data;
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again after a failure still fires a change.
    input.value = '';
    setMessage(null);
    if (!file) return;
    if (limit && file.size > limit) {
      setMessage({ ok: false, text: T.tooLarge(Math.floor(limit / (1024 * 1024))) });
      return;
    }
    setProgress(0);
    try {
      const media = await uploadMedia(file, setProgress);
      onChange({ url: media.url, type: media.type });
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
        {label}
      </Typography>
      <Typography variant="body2" data-testid="current-file">
        {value ? T.currentFile(T.types[value.type]) : T.noFile}
        {value && (
          <>
            {' · '}
            {/* The stored name is a random id, so the admin checks the file by opening it instead. */}
            <Link href={value.url} target="_blank" rel="noopener">
              {T.openFile}
            </Link>
          </>
        )}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={progress !== null}>
          {value ? T.replaceFile : T.chooseFile}
          <input hidden type="file" accept="audio/*,video/*" onChange={(event) => void choose(event.target)} />
        </Button>
        {value && (
          <Button
            color="inherit"
            disabled={progress !== null}
            onClick={() => {
              onChange(null);
              setMessage(null);
            }}
          >
            {T.removeFile}
          </Button>
        )}
      </Stack>
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
