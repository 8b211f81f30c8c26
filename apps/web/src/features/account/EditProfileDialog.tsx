import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { updateProfileRequestSchema, type SessionUser } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { TEXTS } from '../../texts';
import { useUpdateProfile } from './api';
import { PROFILE_TEXTS } from './texts';

/** The participant corrects their name and e-mail (KVKK article 11, rectification). */
export function EditProfileDialog({ user, onClose, onSaved }: { user: SessionUser; onClose: () => void; onSaved: (message: string) => void }) {
  const t = PROFILE_TEXTS.edit;
  const titleId = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ name, email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t.failed);
      return;
    }
    setProblem(null);
    update.mutate(
      { name, email },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => setProblem(errorMessage(error, t.failed)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <TextField label={t.name} value={name} onChange={(e) => setName(e.target.value)} name="name" autoComplete="name" required fullWidth />
            <TextField
              label={t.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              name="email"
              type="email"
              autoComplete="email"
              fullWidth
            />
            <Typography variant="body2" color="text.secondary">
              {t.hint}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t.saving : t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
