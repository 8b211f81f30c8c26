import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { CAMERA_MEASURE_SECONDS, measureWithCamera, type CameraOutcome, type CameraProgress } from './camera-pulse';
import { MEASURE_TEXTS as T } from './texts';

/** The live pulse wave: the red channel of the last seconds, scaled to the box, darker = more blood. */
function Wave({ values }: { values: readonly number[] }) {
  if (values.length < 2) return <Box sx={{ height: 56 }} />;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values.map((v, i) => `${(i / (values.length - 1)) * 100},${((v - min) / span) * 50 + 3}`).join(' ');
  return (
    <Box component="svg" viewBox="0 0 100 56" preserveAspectRatio="none" sx={{ width: '100%', height: 56, color: 'error.main' }} aria-hidden>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </Box>
  );
}

/**
 * The camera measurement inside the heart-rate modal: the fingertip's live wave, a progress bar and
 * a countdown, guidance while something is wrong, and 'Vazgeç'. The frames stay in this component.
 */
export function CameraMeasure({ onDone }: { onDone: (outcome: CameraOutcome) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [progress, setProgress] = useState<CameraProgress>({ elapsedSeconds: 0, wave: [], hint: null });
  const controller = useRef<AbortController | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const abort = new AbortController();
    controller.current = abort;
    let unmounted = false;
    void measureWithCamera(element, setProgress, abort.signal).then((outcome) => {
      // Closed with the modal: nobody is waiting for the answer.
      if (!unmounted) doneRef.current(outcome);
    });
    return () => {
      unmounted = true;
      abort.abort();
    };
  }, []);

  const left = Math.max(0, Math.ceil(CAMERA_MEASURE_SECONDS - progress.elapsedSeconds));
  return (
    <Stack spacing={1.5} data-testid="camera-measure" aria-live="polite">
      <Typography variant="body2">{T.cameraHowTo}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-hidden
          sx={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', bgcolor: 'grey.900', flexShrink: 0 }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Wave values={progress.wave} />
        </Box>
      </Stack>
      <LinearProgress variant="determinate" value={Math.min(100, (progress.elapsedSeconds / CAMERA_MEASURE_SECONDS) * 100)} aria-label={T.measuring} />
      <Typography variant="body2" color="text.secondary" data-testid="camera-countdown">
        {T.secondsLeft(left)}
      </Typography>
      {progress.hint && (
        <Alert severity="warning" data-testid="camera-hint">
          {progress.hint === 'finger_lifted' ? T.liftedHint : T.problem[progress.hint]}
        </Alert>
      )}
      <Box>
        <Button onClick={() => controller.current?.abort()} color="inherit">
          {T.stop}
        </Button>
      </Box>
    </Stack>
  );
}
