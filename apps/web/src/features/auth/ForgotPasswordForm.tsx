import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { MSG, passwordResetRequestSchema, phoneInput } from '@uyku/domain';
import { ApiError } from '../../lib/api-client';
import { TEXTS } from '../../texts';
import { usePasswordResetRequest } from './api';
import { AUTH_TEXTS } from './texts';

type Outcome = { severity: 'success' | 'error'; text: string } | null;

/**
 * The forgot-password view of /login: a phone, 'Talep Gönder' and 'Geri Dön'. Its title is the
 * page heading of AuthLayout; the form does not repeat it.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = AUTH_TEXTS.forgot;
  const [phone, setPhone] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = usePasswordResetRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ phone });
    if (!parsed.success) {
      setOutcome({ severity: 'error', text: parsed.error.issues[0]?.message ?? MSG.phoneRequired });
      return;
    }
    setOutcome(null);
    request.mutate(
      { phone: parsed.data.phone },
      {
        onSuccess: () => setOutcome({ severity: 'success', text: t.success }),
        onError: (error) => {
          // '❌' plus the server's message, else the fixed fallbacks.
          const message =
            error instanceof ApiError && error.status !== 0
              ? error.message || (error.status === 404 ? t.notRegistered : TEXTS.common.genericError)
              : TEXTS.common.genericError;
          setOutcome({ severity: 'error', text: `${t.failurePrefix}${message}` });
        },
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t.title}>
      <Typography variant="body2" color="text.secondary">
        {t.description}
      </Typography>
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <TextField
        label={AUTH_TEXTS.login.phone}
        placeholder={AUTH_TEXTS.login.phonePlaceholder}
        value={phone}
        onChange={(e) => setPhone(phoneInput(e.target.value))}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
        {request.isPending ? t.submitting : t.submit}
      </Button>
      <Button variant="text" onClick={onBack}>
        {t.back}
      </Button>
    </Stack>
  );
}
