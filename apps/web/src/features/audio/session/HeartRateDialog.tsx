import FavoriteIcon from '@mui/icons-material/Favorite';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { AUDIO_HEART_RATE_MAX, AUDIO_HEART_RATE_MIN, formatOneDecimal, HEART_RATE_NOT_MEASURED, type HeartRateMeasurement } from '@uyku/domain';
import { heartRateReferenceQuery } from './api';
import { AUDIO_TEXTS } from './texts';
import { ProblemAlert } from '../../../lib/ui/ProblemAlert';
import { bluetoothAvailable, cameraAvailable } from './measure/availability';
import type { BluetoothOutcome } from './measure/bluetooth-pulse';
import type { CameraOutcome } from './measure/camera-pulse';
import { MEASURE_TEXTS } from './measure/texts';
import { ReferenceField, referenceBpmOf } from './measure/ReferenceField';

// The measuring panel (and the signal processing) loads only when someone measures.
const CameraMeasure = lazy(() => import('./measure/CameraMeasure').then((module) => ({ default: module.CameraMeasure })));
const BluetoothMeasure = lazy(() => import('./measure/BluetoothMeasure').then((module) => ({ default: module.BluetoothMeasure })));

/**
 * 'Kamera ile ölçüldü', 'Bluetooth ölçer ile ölçüldü · RMSSD 41,5 ms': under the field while it
 * holds the measured number, with what the participant should know about it (a finger lifted on
 * the way, why a strap's measurement has no RMSSD).
 */
function measuredText(measurement: HeartRateMeasurement, note?: string): string {
  const how = MEASURE_TEXTS.measuredBy[measurement.method];
  const text = measurement.rmssd_ms === undefined ? how : `${how} · ${MEASURE_TEXTS.rmssd(formatOneDecimal(measurement.rmssd_ms))}`;
  return note ? `${text} · ${note}` : text;
}

/** What the modal answers: the typed text, or 'Ölçemedim' as its own choice. */
export type HeartRateAnswer = string | typeof HEART_RATE_NOT_MEASURED;

export interface HeartRateDialogProps {
  open: boolean;
  kind: 'before' | 'after';
  itemName: string;
  /** Replaces the usual line under the title (a session the phone cut short says so). */
  hint?: string;
  busy?: boolean;
  /** Resolves with an error text to show, or null when accepted; a measured value comes with how it was measured. */
  onConfirm: (value: HeartRateAnswer, measurement?: HeartRateMeasurement) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The heart-rate modal of both audio screens (docs/product.md, "Relaxation and binaural sessions"):
 * the spec's title, number field (placeholder 72, 40–200) and buttons, plus how to count a pulse and
 * 'Ölçemedim' — an explicit answer recorded as not measured, so no one has to invent a number —
 * and, where the browser has them, 'Kamerayla Ölç' (a fingertip's pulse) and 'Bluetooth Ölçer' (a
 * strap's rate and RMSSD): the result fills the field (still editable), marked with how it was
 * measured (docs/decisions/020-heart-rate-never-invented.md). When the study validates its
 * measurement (study setting, docs/heart-rate-validation.md), a measured value gets an optional
 * field for what a reference device showed at the same moment.
 */
export function HeartRateDialog({ open, kind, itemName, hint, busy = false, onConfirm, onCancel }: HeartRateDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [measuring, setMeasuring] = useState<'camera' | 'bluetooth' | null>(null);
  /** The device's measurement, kept while the field still holds its number. */
  const [measured, setMeasured] = useState<{ value: string; measurement: HeartRateMeasurement; note?: string } | null>(null);
  const [measureProblem, setMeasureProblem] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [referenceInvalid, setReferenceInvalid] = useState(false);
  // Off until the study's answer arrives: nobody is asked something extra by default.
  const askReference = useQuery(heartRateReferenceQuery).data === true;
  const title = kind === 'before' ? AUDIO_TEXTS.beforeTitle : AUDIO_TEXTS.afterTitle;

  const reset = () => {
    setValue('');
    setError(null);
    setMeasured(null);
    setMeasureProblem(null);
    setMeasuring(null);
    setReference('');
    setReferenceInvalid(false);
  };

  const close = () => {
    reset();
    onCancel();
  };

  /** A device measured the number the field holds, and the study asks for its reference. */
  const showReference =
    askReference && measuring === null && measured !== null && measured.value === value.trim() && measured.measurement.method !== 'manual';

  const answer = async (given: HeartRateAnswer) => {
    let measurement = measured && given === measured.value ? measured.measurement : undefined;
    if (measurement && showReference) {
      const referenceBpm = referenceBpmOf(reference);
      if (referenceBpm === null) return setReferenceInvalid(true);
      if (referenceBpm !== undefined) measurement = { ...measurement, reference_bpm: referenceBpm };
    }
    setPending(true);
    const problem = await onConfirm(given, measurement);
    setPending(false);
    setError(problem);
    if (!problem) reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void answer(value.trim());
  };

  const filled = (bpm: number, measurement: HeartRateMeasurement, note?: string) => {
    const text = String(bpm);
    setValue(text);
    setError(null);
    setMeasured({ value: text, measurement, ...(note ? { note } : {}) });
    setReference('');
    setReferenceInvalid(false);
  };

  const measuredByCamera = (outcome: CameraOutcome) => {
    setMeasuring(null);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'failed') {
      setMeasureProblem(outcome.problem === 'permission' || outcome.problem === 'unavailable' ? MEASURE_TEXTS[outcome.problem] : MEASURE_TEXTS.problem[outcome.problem]);
      return;
    }
    filled(
      outcome.estimate.bpm,
      { method: 'camera', quality: Math.round(outcome.estimate.quality * 100) / 100, seconds: outcome.seconds },
      outcome.estimate.lifted ? MEASURE_TEXTS.liftedMeasured(outcome.estimate.seconds) : undefined,
    );
  };

  const measuredByStrap = (outcome: BluetoothOutcome) => {
    setMeasuring(null);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'failed') return setMeasureProblem(MEASURE_TEXTS.bluetoothProblem[outcome.problem]);
    filled(outcome.bpm, outcome.measurement, outcome.rmssdProblem ? MEASURE_TEXTS.rmssdMissing[outcome.rmssdProblem] : undefined);
  };

  const startMeasuring = (how: 'camera' | 'bluetooth') => {
    setMeasureProblem(null);
    setMeasuring(how);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="heart-rate-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="heart-rate-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FavoriteIcon color="error" fontSize="small" aria-hidden />
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {hint ?? `${itemName} — ${kind === 'before' ? AUDIO_TEXTS.beforeHint : AUDIO_TEXTS.afterHint}`}
            </Typography>
            <Typography variant="body2" data-testid="heart-rate-how-to">
              {AUDIO_TEXTS.howToMeasure}
            </Typography>
            {measuring === 'camera' && (
              <Suspense fallback={null}>
                <CameraMeasure onDone={measuredByCamera} />
              </Suspense>
            )}
            {measuring === 'bluetooth' && (
              <Suspense fallback={null}>
                <BluetoothMeasure onDone={measuredByStrap} />
              </Suspense>
            )}
            {measuring === null && (cameraAvailable() || bluetoothAvailable()) && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {cameraAvailable() && (
                  <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => startMeasuring('camera')} disabled={pending || busy}>
                    {MEASURE_TEXTS.camera}
                  </Button>
                )}
                {bluetoothAvailable() && (
                  <Button variant="outlined" startIcon={<BluetoothIcon />} onClick={() => startMeasuring('bluetooth')} disabled={pending || busy}>
                    {MEASURE_TEXTS.bluetooth}
                  </Button>
                )}
              </Stack>
            )}
            {measureProblem && (
              <Alert severity="warning" data-testid="measure-problem">
                {measureProblem}
              </Alert>
            )}
            <TextField
              autoFocus
              label={AUDIO_TEXTS.heartRateLabel}
              placeholder="72"
              type="number"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              disabled={measuring !== null}
              slotProps={{
                htmlInput: { min: AUDIO_HEART_RATE_MIN, max: AUDIO_HEART_RATE_MAX, inputMode: 'numeric', step: 1 },
                // The label stays above the field, so the grey 72 reads as an example, never as a value.
                inputLabel: { shrink: true },
              }}
              helperText={error ? undefined : measured && measured.value === value.trim() ? measuredText(measured.measurement, measured.note) : AUDIO_TEXTS.placeholderHint}
              error={Boolean(error)}
              fullWidth
            />
            {showReference && (
              <ReferenceField
                value={reference}
                error={referenceInvalid}
                onChange={(text) => {
                  setReference(text);
                  setReferenceInvalid(false);
                }}
              />
            )}
            <ProblemAlert problem={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={() => void answer(HEART_RATE_NOT_MEASURED)} disabled={pending || busy || measuring !== null} sx={{ mr: 'auto' }}>
            {AUDIO_TEXTS.notMeasured}
          </Button>
          <Button onClick={close} color="inherit">
            {AUDIO_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || busy || measuring !== null}>
            {kind === 'before' ? AUDIO_TEXTS.start : AUDIO_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
