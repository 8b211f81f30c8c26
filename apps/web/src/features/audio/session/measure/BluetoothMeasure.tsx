import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { BLUETOOTH_MEASURE_SECONDS, measureWithBluetooth, type BluetoothOutcome, type BluetoothProgress } from './bluetooth-pulse';
import { MEASURE_TEXTS as T } from './texts';

/** The strap's measurement inside the heart-rate modal: its live rate, a progress bar and a countdown. */
export function BluetoothMeasure({ onDone }: { onDone: (outcome: BluetoothOutcome) => void }) {
  const [progress, setProgress] = useState<BluetoothProgress>({ elapsedSeconds: 0, latestBpm: null });
  const controller = useRef<AbortController | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    let unmounted = false;
    void measureWithBluetooth(setProgress, abort.signal).then((outcome) => {
      if (!unmounted) doneRef.current(outcome);
    });
    return () => {
      unmounted = true;
      abort.abort();
    };
  }, []);

  const left = Math.max(0, Math.ceil(BLUETOOTH_MEASURE_SECONDS - progress.elapsedSeconds));
  return (
    <Stack spacing={1.5} data-testid="bluetooth-measure" aria-live="polite">
      <Typography variant="body2">{T.bluetoothHowTo}</Typography>
      <Typography variant="h5" component="p" data-testid="bluetooth-latest">
        {progress.latestBpm === null ? T.waitingForStrap : T.latest(progress.latestBpm)}
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, (progress.elapsedSeconds / BLUETOOTH_MEASURE_SECONDS) * 100)} aria-label={T.measuring} />
      <Typography variant="body2" color="text.secondary">
        {T.secondsLeft(left)}
      </Typography>
      <Box>
        <Button onClick={() => controller.current?.abort()} color="inherit">
          {T.stop}
        </Button>
      </Box>
    </Stack>
  );
}
