import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { registrationProblems, STUDY_MSG, type AbGroup } from '@uyku/domain';
import { ApiError } from '../../lib/api-client';
import { TEXTS } from '../../texts';
import { registrationModeQuery, useRegister } from './api';
import { AgreementModal } from './AgreementModal';
import { AuthLayout } from './AuthLayout';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { GroupChoice, type GroupDescriptions } from './GroupChoice';
import { PasswordChecklist } from '../../lib/ui/PasswordChecklist';
import { PasswordField } from '../../lib/ui/PasswordField';
import { AUTH_TEXTS } from './texts';
import { useFormValues } from '../../lib/ui/useFormValues';
import { AuthForm } from './AuthForm';
import { SwitchScreenLink } from './SwitchScreenLink';
import { RegistrationStatusAnswer } from './RegistrationStatusPage';

/** The spec's descriptions, for when the study's cannot be read (offline, an error). */
const SPEC_GROUP_DESCRIPTIONS: GroupDescriptions = {
  control: AUTH_TEXTS.register.controlDescription,
  experiment: AUTH_TEXTS.register.experimentDescription,
};

/** Server message, else the first field detail, else 'Kayıt başarısız' (or 'Bir hata oluştu' with no answer). */
function registrationError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return TEXTS.common.genericError;
  return error.message || error.details?.[0]?.message || AUTH_TEXTS.register.failed;
}

/**
 * The confirmation (docs/product.md, "Registration and sign-in"): received, access after approval,
 * the status the registrant can reopen later, the team's contact, and the way back to sign-in.
 */
function Registered({ phone, contact }: { phone: string; contact: string | null | undefined }) {
  const t = AUTH_TEXTS.registered;
  return (
    <AuthLayout title={t.title}>
      <Stack spacing={3}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
          <Typography>{t.body}</Typography>
        </Stack>
        <RegistrationStatusAnswer answer={{ status: 'pending', study_contact: contact ?? null }} />
        <Typography color="text.secondary" variant="body2" data-testid="registered-how-to-learn">
          {t.howToLearn}
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {t.toLogin}
        </Button>
        <Button component={RouterLink} to="/registration-status" state={{ phone }} variant="text">
          {t.toStatus}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** /register (docs/product.md, "Registration and sign-in"): details, group choice, password with live checklist, consents. */
export default function RegisterPage() {
  const t = AUTH_TEXTS.register;
  const { values, field } = useFormValues({ name: '', phone: '', email: '', password: '', passwordRepeat: '' });
  const [abGroup, setAbGroup] = useState<AbGroup>('control');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [problem, setProblem] = useState<string | readonly string[] | null>(null);
  const register = useRegister();
  // Without an answer (loading, offline) the default holds: the participant chooses.
  const modeQuery = useQuery(registrationModeQuery);
  const mode = modeQuery.data;
  const assigned = mode?.allocation_mode === 'randomised';
  // The study's descriptions under the group names; the spec's when they cannot be read.
  const descriptions = mode ? mode.group_descriptions : modeQuery.isError ? SPEC_GROUP_DESCRIPTIONS : null;
  const [stratumAnswer, setStratumAnswer] = useState('');
  // The question's own message, shown on the question (from this form or the server's field detail).
  const [stratumProblem, setStratumProblem] = useState<string | null>(null);
  const asksStratum = assigned && mode.stratification_question !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = { ...values, abGroup, acceptTerms, acceptPrivacy };
    // Every missing or wrong answer at once, in the form's order (docs/product.md, "Registration and sign-in").
    const invalid = registrationProblems(form);
    const unanswered = asksStratum && stratumAnswer === '';
    setStratumProblem(unanswered ? STUDY_MSG.stratumRequired : null);
    setProblem(invalid.length > 0 ? invalid : null);
    if (invalid.length > 0 || unanswered) return;
    const { passwordRepeat: _repeat, ...rest } = form;
    // An assigned group is not sent; the stratification answer is, when the study asks one.
    const body = assigned ? { ...rest, abGroup: undefined, ...(mode.stratification_question ? { stratumAnswer } : {}) } : rest;
    register.mutate(body, {
      onError: (error) => {
        const onQuestion = error instanceof ApiError ? error.details?.find((d) => d.field === 'stratumAnswer') : undefined;
        if (onQuestion) setStratumProblem(onQuestion.message);
        else setProblem(registrationError(error));
      },
    });
  };

  if (register.isSuccess) return <Registered phone={values.phone} contact={mode?.study_contact} />;

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <AuthForm label={t.title} onSubmit={submit} problem={problem}>
        <TextField label={t.name} autoComplete="name" required {...field('name')} />
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          placeholder={AUTH_TEXTS.login.phonePlaceholder}
          required
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          {...field('phone')}
        />
        <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
        {assigned ? (
          <>
            <Alert severity="info" data-testid="group-assigned">
              {STUDY_MSG.groupAssigned}
            </Alert>
            {mode.stratification_question && (
              <TextField
                select
                label={mode.stratification_question}
                required
                value={stratumAnswer}
                onChange={(e) => {
                  setStratumAnswer(e.target.value);
                  setStratumProblem(null);
                }}
                error={stratumProblem !== null}
                helperText={stratumProblem ?? undefined}
                fullWidth
              >
                {mode.stratification_options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        ) : (
          <GroupChoice value={abGroup} onChange={setAbGroup} descriptions={descriptions} />
        )}
        <PasswordField label={t.password} autoComplete="new-password" required {...field('password')} />
        <PasswordChecklist password={values.password} />
        <PasswordField label={t.passwordRepeat} autoComplete="new-password" required {...field('passwordRepeat')} />
        <ConsentCheckboxes
          acceptTerms={acceptTerms}
          acceptPrivacy={acceptPrivacy}
          onTermsChange={setAcceptTerms}
          onPrivacyChange={setAcceptPrivacy}
          termsExtra={
            <Button size="small" onClick={() => setAgreementOpen(true)} sx={{ ml: 4 }}>
              {AUTH_TEXTS.consent.readTerms}
            </Button>
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
          {register.isPending ? t.submitting : t.submit}
        </Button>
        <SwitchScreenLink question={t.haveAccount} label={t.toLogin} to="/login" />
      </AuthForm>
      <AgreementModal open={agreementOpen} onClose={() => setAgreementOpen(false)} onAccept={() => setAcceptTerms(true)} />
    </AuthLayout>
  );
}
