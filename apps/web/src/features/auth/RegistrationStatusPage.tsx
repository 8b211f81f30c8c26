import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { MSG, phoneInput, registrationStatusRequestSchema, type RegistrationStatusResponse } from '@uyku/domain';
import { useRegistrationStatus } from './api';
import { AuthLayout } from './AuthLayout';
import { answeredError } from './answered-error';
import { AUTH_TEXTS } from './texts';
import { STATUS_TEXTS } from './status-texts';

/** The study team's contact, or what to do when the study has not given one. */
export function StudyContact({ contact }: { contact: string | null }) {
  const t = STATUS_TEXTS;
  if (contact === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t.noContact}
      </Typography>
    );
  }
  return (
    <Box data-testid="study-contact">
      <Typography variant="subtitle2">{t.contactTitle}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {contact}
      </Typography>
    </Box>
  );
}

/** What the answer says: waiting (with what happens next) or approved, and the team's contact. */
export function RegistrationStatusAnswer({ answer }: { answer: Pick<RegistrationStatusResponse, 'status' | 'study_contact'> }) {
  const t = STATUS_TEXTS;
  const pending = answer.status === 'pending';
  return (
    <Stack spacing={2} role="status" data-testid="registration-status">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {pending ? (
          <HourglassTopIcon color="warning" aria-hidden />
        ) : (
          <CheckCircleOutlineIcon color="success" aria-hidden />
        )}
        <Typography variant="h6" component="h2">
          {pending ? t.pendingTitle : t.approvedTitle}
        </Typography>
      </Stack>
      <Typography variant="body2">{pending ? t.pendingNext : t.approvedNext}</Typography>
      <StudyContact contact={answer.study_contact} />
    </Stack>
  );
}

/**
 * /registration-status (docs/product.md, "Registration and sign-in"): a registrant reopens it from
 * the sign-in screen with their phone and reads whether the account waits for approval, what
 * happens next and how to reach the study team. The phone travels in the request body only,
 * never in the address (it would stay in the browser's history).
 */
export default function RegistrationStatusPage() {
  const t = STATUS_TEXTS;
  const handed = (useLocation().state as { phone?: unknown } | null)?.phone;
  const [phone, setPhone] = useState(typeof handed === 'string' ? phoneInput(handed) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useRegistrationStatus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationStatusRequestSchema.safeParse({ phone });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? MSG.phoneRequired);
      return;
    }
    setProblem(null);
    check.mutate(parsed.data, { onError: (error) => setProblem(answeredError(error, MSG.phoneNotRegistered)) });
  };

  return (
    <AuthLayout title={t.title}>
      {check.data ? (
        <Stack spacing={3}>
          <RegistrationStatusAnswer answer={check.data} />
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            {check.data.status === 'approved' ? t.toLogin : t.back}
          </Button>
          <Button variant="text" onClick={() => check.reset()}>
            {t.again}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t.title}>
          <Typography variant="body2" color="text.secondary">
            {t.description}
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
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
          <Button type="submit" variant="contained" size="large" disabled={check.isPending}>
            {check.isPending ? t.submitting : t.submit}
          </Button>
          <Button component={RouterLink} to="/login" variant="text">
            {t.back}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
