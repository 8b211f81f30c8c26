import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CLOCK_TIME } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { TurkishClockField } from '../../lib/ui/TurkishClockField';
import { AccountCard } from './AccountCard';
import { pushSettingsQuery, useSaveReminder } from './api';
import { currentSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from './push-device';
import { PROFILE_TEXTS } from './texts';

/**
 * The opt-in morning reminder (docs/product.md, "Notifications and reminders"): a switch for this device and the time, in
 * Europe/Istanbul. Hidden where the deployment turned push off (PUSH_ENABLED=false).
 */
export function ReminderCard() {
  const t = PROFILE_TEXTS.reminder;
  const settings = useQuery(pushSettingsQuery());
  const save = useSaveReminder();
  const supported = pushSupported();
  const [thisDevice, setThisDevice] = useState<boolean | null>(null);
  const [time, setTime] = useState<string>(t.defaultTime);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void currentSubscription().then((subscription) => {
      if (!cancelled) setThisDevice(subscription !== null);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const savedTime = settings.data?.reminder_time ?? null;
  // The field follows the stored time when it arrives or changes (React's "adjust state on a prop change").
  const [shownSaved, setShownSaved] = useState<string | null>(null);
  if (savedTime !== shownSaved) {
    setShownSaved(savedTime);
    if (savedTime) setTime(savedTime);
  }

  if (!settings.data?.enabled) return null;
  const publicKey = settings.data.public_key;
  const on = thisDevice === true && savedTime !== null;

  const switchOn = async () => {
    if (!publicKey) return;
    const outcome = await subscribeThisDevice(publicKey);
    if (!outcome.ok) {
      setProblem(outcome.reason === 'denied' ? t.denied : t.failed);
      return;
    }
    await save.mutateAsync({ subscription: outcome.subscription, time });
    setThisDevice(true);
  };
  const switchOff = async () => {
    const endpoint = await unsubscribeThisDevice();
    await save.mutateAsync({ forgetEndpoint: endpoint ?? undefined, time: null });
    setThisDevice(false);
  };
  const run = (action: () => Promise<void>) => {
    setProblem(null);
    setBusy(true);
    action()
      .catch((error: unknown) => setProblem(errorMessage(error, t.failed)))
      .finally(() => setBusy(false));
  };

  return (
    <AccountCard title={t.title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={!supported || busy || thisDevice === null}
              onChange={(event) => run(event.target.checked ? switchOn : switchOff)}
            />
          }
          label={t.switch}
          sx={{ minHeight: 48, mr: 0 }}
        />
        <TurkishClockField
          type="time"
          label={t.time}
          value={time}
          controlledValue={time}
          disabled={!supported || busy}
          onChange={(event) => setTime(event.target.value)}
          onBlur={() => {
            // A new time while on is saved when the field is left, not on every wheel turn.
            if (on && CLOCK_TIME.test(time) && time !== savedTime) run(async () => void (await save.mutateAsync({ time })));
          }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
      </Stack>
      {on && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="reminder-on">
          {t.on.replace('{time}', savedTime)}
        </Typography>
      )}
      {!supported && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t.unsupported}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </AccountCard>
  );
}
