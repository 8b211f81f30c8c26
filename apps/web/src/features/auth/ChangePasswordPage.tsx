import { Button } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { firstPasswordChangeProblem } from '@uyku/domain';
import { sessionStore } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { AuthLayout } from './AuthLayout';
import { CHANGE_PASSWORD_TEXTS as t, useChangePassword } from './change-password';
import { PasswordChecklist } from '../../lib/ui/PasswordChecklist';
import { PasswordField } from '../../lib/ui/PasswordField';
import { useFormValues } from '../../lib/ui/useFormValues';
import { answeredError } from './answered-error';
import { AuthForm } from './AuthForm';
import { useLogout } from './useLogout';

/**
 * /change-password, outside the app shell. After an admin reset the guard sends the user here
 * until they choose their own password under the registration rules.
 */
export default function ChangePasswordPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const change = useChangePassword();
  const { values, field } = useFormValues({ currentPassword: '', newPassword: '', newPasswordRepeat: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const forced = user?.mustChangePassword === true;

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
        onError: (error) => setProblem(answeredError(error, t.failed)),
      },
    );
  };

  return (
    <AuthLayout title={t.title} subtitle={forced ? t.forcedSubtitle : t.voluntarySubtitle}>
      <AuthForm label={t.title} onSubmit={submit} problem={problem}>
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
      </AuthForm>
    </AuthLayout>
  );
}
