import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { currentLegalVersions, formatDateLong, type AcceptConsentsResponse } from '@uyku/domain';
import { api, errorMessage } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { AuthLayout } from './AuthLayout';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { CONSENT_UPDATE_TEXTS as t } from './texts';
import { AuthForm } from './AuthForm';
import { useLogout } from './useLogout';

/**
 * /consent-update, outside the app shell: a legal text's version rose since the user accepted it,
 * so they read and accept the versions in force before anything else (docs/decisions/007-consent-after-a-legal-text-changes.md).
 */
export default function ConsentUpdatePage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () =>
      api<AcceptConsentsResponse>('/user/consents', { method: 'POST', body: { acceptTerms: true, acceptPrivacy: true } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!acceptTerms || !acceptPrivacy) return;
    accept.mutate(undefined, {
      onSuccess: (answer) => {
        sessionStore.setUser(answer.user);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => setProblem(errorMessage(error, t.failed)),
    });
  };

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <AuthForm label={t.title} onSubmit={submit} problem={problem}>
        <div>
          <Typography variant="subtitle2">{t.inForce}</Typography>
          <List dense disablePadding>
            {currentLegalVersions().map((doc) => (
              <ListItem key={doc.document} disableGutters>
                <ListItemText primary={doc.title} secondary={t.version(doc.version, formatDateLong(doc.date))} />
              </ListItem>
            ))}
          </List>
        </div>
        <ConsentCheckboxes
          acceptTerms={acceptTerms}
          acceptPrivacy={acceptPrivacy}
          onTermsChange={setAcceptTerms}
          onPrivacyChange={setAcceptPrivacy}
        />
        <Button type="submit" variant="contained" size="large" disabled={!acceptTerms || !acceptPrivacy || accept.isPending}>
          {accept.isPending ? t.submitting : t.submit}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t.rights}
        </Typography>
        <Button component={RouterLink} to="/profile" variant="text">
          {t.toProfile}
        </Button>
        <Button variant="text" onClick={() => void logout()}>
          {t.logout}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
