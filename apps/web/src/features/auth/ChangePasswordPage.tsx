import { Alert, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { firstPasswordChangeProblem } from '@uyku/domain';
import { api, ApiError } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { TEXTS } from '../../texts';
import { AuthLayout } from './AuthLayout';
import { CHANGE_PASSWORD_TEXTS as t, useChangePassword } from './change-password';
import { PasswordChecklist } from '../../lib/ui/PasswordChecklist';
import { PasswordField } from '../../lib/ui/PasswordField';

/**
 * /change-password, outside the app shell. After an admin reset the guard sends the user here
 * until they choose their own password under the registration rules.
 */
export default function ChangePasswordPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', newPasswordRepeat: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const forced = user?.mustChangePassword === true;

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstPasswordChangeProblem(values);
    setProblem(invalid);
    if (invalid || !user) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          sessionStore.setUser({ ...user, mustChangePassword: false });
          void navigate('/dashboard', { replace: true });
        },
        onError: (error) =>
          setProblem(error instanceof ApiError && error.status !== 0 ? error.message || t.failed : TEXTS.common.genericError),
      },
    );
  };

  const logout = async () => {
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    sessionStore.clear();
    void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout title={t.title} subtitle={forced ? t.forcedSubtitle : t.voluntarySubtitle}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t.title}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordField
          label={t.current}
          autoComplete="current-password"
          helperText={forced ? t.currentForcedHint : undefined}
          required
          {...field('currentPassword')}
        />
        <PasswordField label={t.next} autoComplete="new-password" required {...field('newPassword')} />
        <PasswordChecklist password={values.newPassword} />
        <PasswordField label={t.nextRepeat} autoComplete="new-password" required {...field('newPasswordRepeat')} />
        <Button type="submit" variant="contained" size="large" disabled={change.isPending}>
          {change.isPending ? t.submitting : t.submit}
        </Button>
        {forced ? (
          <Button variant="text" onClick={() => void logout()}>
            {t.logout}
          </Button>
        ) : (
          <Button component={RouterLink} to="/dashboard" variant="text">
            {t.back}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
