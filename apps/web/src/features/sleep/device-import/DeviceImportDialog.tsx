import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { formatDateLong, isStorableDeviceNight, todayInStudyZone, type DeviceNight } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { deviceNightsQuery, useSaveDeviceNights } from '../device-nights-api';
import { SLEEP_TEXTS } from '../texts';
import { offeredNights } from './device-files';
import type { ImportAnswer, ImportRequest } from './worker-protocol';

type Step = { kind: 'pick' } | { kind: 'reading'; fraction: number } | { kind: 'found'; nights: DeviceNight[]; outside: number } | { kind: 'failed' };

const keyOf = (night: DeviceNight) => `${night.vendor} ${night.date}`;
/** The device's own wall-clock time of an ISO 8601 time with its offset. */
const clock = (iso: string) => iso.slice(11, 16);

export interface DeviceImportDialogProps {
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * 'İçe Aktar' (docs/product.md, "Sleep diary"): the participant picks their wearable's export, a
 * worker reads it on the phone with a progress bar, and the nights of their study period are listed,
 * all ticked; 'Seçilenleri Kaydet' sends only the ticked nights' figures. The file never leaves the
 * phone. Loaded only when opened, with its worker, so /sleep's first load stays small.
 */
export default function DeviceImportDialog({ onClose, onSaved }: DeviceImportDialogProps) {
  const t = SLEEP_TEXTS.deviceImport;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const worker = useRef<Worker | null>(null);
  const stored = useQuery(deviceNightsQuery());
  const save = useSaveDeviceNights();

  useEffect(() => () => worker.current?.terminate(), []);

  const read = (files: File[]) => {
    worker.current?.terminate();
    const next = new Worker(new URL('./device-import.worker.ts', import.meta.url), { type: 'module' });
    worker.current = next;
    setStep({ kind: 'reading', fraction: 0 });
    save.reset();
    next.onmessage = (event: MessageEvent<ImportAnswer>) => {
      const answer = event.data;
      if (answer.type === 'progress') {
        setStep({ kind: 'reading', fraction: answer.fraction });
        return;
      }
      next.terminate();
      if (answer.type === 'failed') {
        setStep({ kind: 'failed' });
        return;
      }
      // Only the study period, and only nights the server takes (times on their own date, minutes
      // within the time in bed): it refuses the others, and a batch with one of them.
      const from = stored.data?.enrolled_on ?? '';
      const today = todayInStudyZone();
      const all = offeredNights(answer.nights);
      const nights = all.filter((night) => night.date >= from && night.date <= today && isStorableDeviceNight(night));
      setTicked(new Set(nights.map(keyOf)));
      setStep({ kind: 'found', nights, outside: all.length - nights.length });
    };
    next.onerror = () => {
      next.terminate();
      setStep({ kind: 'failed' });
    };
    const request: ImportRequest = { files };
    next.postMessage(request);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) read(files);
  };

  const nights = step.kind === 'found' ? step.nights : [];
  const chosen = nights.filter((night) => ticked.has(keyOf(night)));
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const submit = () =>
    save.mutate(chosen, {
      onSuccess: (saved) => {
        onSaved(t.saved(saved));
        onClose();
      },
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info" data-testid="device-import-privacy">
            {t.privacy}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {t.sources}
          </Typography>
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={step.kind === 'reading' || stored.isPending}>
              {t.pick}
              <input
                type="file"
                hidden
                multiple
                accept=".zip,.json,.csv,.xml,application/zip,application/json,text/csv,text/xml"
                onChange={onPick}
                data-testid="device-import-file"
              />
            </Button>
          </Box>
          {step.kind === 'reading' && (
            <Stack spacing={1} role="status">
              <Typography variant="body2">{t.reading}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(step.fraction * 100)}
                  sx={{ flex: 1 }}
                  aria-label={t.progressLabel}
                />
                <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                  {t.progress(Math.round(step.fraction * 100))}
                </Typography>
              </Stack>
            </Stack>
          )}
          {step.kind === 'failed' && <Alert severity="error">{t.failed}</Alert>}
          {step.kind === 'found' && nights.length === 0 && <Alert severity="warning">{t.none}</Alert>}
          {step.kind === 'found' && step.outside > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t.outside(step.outside)}
            </Typography>
          )}
          {nights.length > 0 && (
            <Stack spacing={0.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3">
                  {t.found(nights.length)}
                </Typography>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={chosen.length === nights.length}
                      indeterminate={chosen.length > 0 && chosen.length < nights.length}
                      onChange={(event) => setTicked(new Set(event.target.checked ? nights.map(keyOf) : []))}
                    />
                  }
                  label={t.selectAll}
                />
              </Stack>
              <List dense disablePadding data-testid="device-import-nights">
                {nights.map((night) => {
                  const key = keyOf(night);
                  return (
                    <ListItem key={key} disableGutters divider>
                      <FormControlLabel
                        sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                        control={<Checkbox checked={ticked.has(key)} onChange={() => toggle(key)} sx={{ mt: -0.5 }} />}
                        label={
                          <Box>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                              {formatDateLong(night.date)} · {t.vendors[night.vendor]}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {t.times(clock(night.in_bed_start), clock(night.sleep_onset), clock(night.final_wake))}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {night.stages_available
                                ? t.stages(night.rem_minutes ?? 0, night.deep_minutes ?? 0, night.light_minutes ?? 0, night.awake_minutes)
                                : t.noStages(night.awake_minutes)}
                            </Typography>
                          </Box>
                        }
                      />
                    </ListItem>
                  );
                })}
              </List>
            </Stack>
          )}
          {save.isError && <Alert severity="error">{errorMessage(save.error, t.saveFailed)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" onClick={submit} disabled={chosen.length === 0 || save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
