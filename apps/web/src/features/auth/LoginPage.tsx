import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@uyku/domain';
import { clearFlash, peekFlash } from '../../lib/flash';
import { TEXTS } from '../../texts';
import { useLogin } from './api';
import { AuthLayout } from './AuthLayout';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { OutlinedField } from '../../lib/ui/OutlinedField';
import { PasswordField } from '../../lib/ui/PasswordField';
import { useFormValues } from '../../lib/ui/useFormValues';
import { AUTH_TEXTS } from './texts';
import { answeredError } from './answered-error';
import { AuthForm } from './AuthForm';
import { SwitchScreenLink } from './SwitchScreenLink';

// Loaded when the participant first touches or focuses the form (they carry zod, whose schemas take
// a long task to build on a slow phone: not while the page is still starting), and then ready long
// before a submit, which also loads them if nothing did.
const loadRules = () => import('./login-rules');
const loadForgotForm = () => import('./ForgotPasswordForm');
let warmedUp = false;
function warmUp() {
  if (warmedUp) return;
  warmedUp = true;
  // A failed load here is retried by the submit, which reports it, or by the forgot view's Suspense.
  loadRules().catch(() => undefined);
  loadForgotForm().catch(() => undefined);
}
const ForgotPasswordForm = lazy(async () => ({ default: (await loadForgotForm()).ForgotPasswordForm }));

/**
 * The forgot-password view has its own address, so 'Şifremi Unuttum' is a real link
 * that also opens in a new tab and survives a reload.
 */
const FORGOT_HREF = '/login?view=forgot';

/** /login: the login view and the forgot-password view (docs/product.md, "Registration and sign-in"). */
export default function LoginPage() {
  const t = AUTH_TEXTS.login;
  const [searchParams] = useSearchParams();
  const view = searchParams.get('view') === 'forgot' ? 'forgot' : 'login';
  const { values: credentials, field } = useFormValues({ phone: '', password: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();
  // A notice handed over across a sign-out (the farewell after deleting the account), shown once.
  const [handedNotice] = useState(peekFlash);
  useEffect(clearFlash, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { ...credentials, acceptTerms, acceptPrivacy };
    let invalid: string | null;
    try {
      invalid = (await loadRules()).firstLoginProblem(values);
    } catch {
      setProblem(TEXTS.common.genericError);
      return;
    }
    setProblem(invalid);
    if (invalid) return;
    // firstLoginProblem has just checked both consents are ticked.
    login.mutate(
      { ...values, acceptTerms: true, acceptPrivacy: true },
      {
        onSuccess: () => void navigate('/dashboard', { replace: true }),
        onError: (error) =>
          // The server's message, else 'Giriş başarısız', else (no answer at all) 'Bir hata oluştu'.
          setProblem(answeredError(error, t.failed)),
      },
    );
  };

  if (view === 'forgot') {
    return (
      <AuthLayout title={AUTH_TEXTS.forgot.title}>
        <Suspense fallback={<CircularProgress aria-label={TEXTS.common.loading} sx={{ alignSelf: 'center' }} />}>
          <ForgotPasswordForm onBack={() => void navigate('/login')} />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <AuthForm
        label={t.title}
        onSubmit={(event) => void submit(event)}
        onFocus={warmUp}
        onPointerDown={warmUp}
        problem={problem}
        before={
          handedNotice &&
          !problem && (
            <Alert severity="success" role="status">
              {handedNotice}
            </Alert>
          )
        }
      >
        <OutlinedField
          label={t.phone}
          placeholder={t.phonePlaceholder}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...field('phone')}
        />
        <PasswordField label={t.password} autoComplete="current-password" {...field('password')} />
        <ConsentCheckboxes
          acceptTerms={acceptTerms}
          acceptPrivacy={acceptPrivacy}
          onTermsChange={setAcceptTerms}
          onPrivacyChange={setAcceptPrivacy}
        />
        {(!acceptTerms || !acceptPrivacy) && (
          // Says why the button is disabled instead of leaving the participant guessing.
          <Typography variant="caption" color="text.secondary" data-testid="consent-hint">
            {MSG.consentRequired}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={!acceptTerms || !acceptPrivacy || login.isPending}>
          {login.isPending ? t.submitting : t.submit}
        </Button>
        <Button component={RouterLink} to={FORGOT_HREF} variant="text">
          {t.forgot}
        </Button>
        {/* A registrant waiting for approval looks here, not at a failed sign-in (the number typed goes along). */}
        <Button component={RouterLink} to="/registration-status" state={{ phone: credentials.phone }} variant="text">
          {t.status}
        </Button>
        <SwitchScreenLink question={t.noAccount} label={t.register} to="/register" />
      </AuthForm>
    </AuthLayout>
  );
}
