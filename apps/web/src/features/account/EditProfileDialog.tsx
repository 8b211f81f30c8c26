import { TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { updateProfileRequestSchema, type SessionUser } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { FormDialog } from '../../lib/ui/FormDialog';
import { useFormValues } from '../../lib/ui/useFormValues';
import { useUpdateProfile } from './api';
import { PROFILE_TEXTS } from './texts';

/** The participant corrects their name and e-mail (KVKK article 11, rectification). */
export function EditProfileDialog({
  user,
  onClose,
  onSaved,
}: {
  user: SessionUser;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = PROFILE_TEXTS.edit;
  const { values, field } = useFormValues({ name: user.name, email: user.email ?? '' });
  const { name, email } = values;
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
    <FormDialog
      onClose={onClose}
      title={t.title}
      onSubmit={submit}
      problem={problem}
      busy={update.isPending}
      submitLabel={t.save}
      busyLabel={t.saving}
      size="xs"
    >
      <TextField label={t.name} autoComplete="name" required {...field('name')} />
      <TextField label={t.email} type="email" autoComplete="email" {...field('email')} />
      <Typography variant="body2" color="text.secondary">
        {t.hint}
      </Typography>
    </FormDialog>
  );
}
