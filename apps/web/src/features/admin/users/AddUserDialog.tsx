import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { createUserRequestSchema, type AbGroup } from '@uyku/domain';
import { ApiError } from '../../../lib/api-client';
import { useAddUser } from '../api';
import { FormDialog } from '../../../lib/ui/FormDialog';
import { useFormValues } from '../../../lib/ui/useFormValues';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { ADMIN_TEXTS } from '../texts';
import { GroupField } from './GroupField';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { PasswordChecklist } from '../../../lib/ui/PasswordChecklist';

const EMPTY = { name: '', phone: '', email: '', password: '' };

/** The server's message, else its first field detail, else 'Kullanıcı eklenemedi'. */
function addError(error: unknown): string {
  if (error instanceof ApiError) return error.message || error.details?.[0]?.message || ADMIN_TEXTS.messages.addFailed;
  return ADMIN_TEXTS.messages.addFailed;
}

/**
 * The add-user modal (docs/product.md, "Users"): name, phone, optional e-mail, a password under the five rules with
 * the live checklist, group defaulting to control, admin rights off. The account is approved at once.
 */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = ADMIN_TEXTS.form;
  const [abGroup, setAbGroup] = useState<AbGroup>('control');
  const [isAdmin, setIsAdmin] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A message about what was just corrected would only mislead.
  const { values, setValues, field } = useFormValues(EMPTY, () => setProblem(null));
  const addUser = useAddUser();
  const notice = useNotice();

  const reset = () => {
    setValues(EMPTY);
    setAbGroup('control');
    setIsAdmin(false);
    setProblem(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, abGroup, isAdmin };
    const parsed = createUserRequestSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ADMIN_TEXTS.messages.addFailed);
      return;
    }
    setProblem(null);
    addUser.mutate(body, {
      onSuccess: () => {
        notice.success(ADMIN_TEXTS.messages.added);
        close();
      },
      onError: (error) => setProblem(addError(error)),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t.addTitle}
      onSubmit={submit}
      problem={problem}
      busy={addUser.isPending}
      submitLabel={t.add}
      busyLabel={ADMIN_TEXTS.common.saving}
      size="sm"
    >
      <TextField label={t.name} required autoComplete="off" {...field('name')} />
      <TextField
        label={t.phone}
        required
        type="tel"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        {...field('phone')}
      />
      <TextField label={t.email} type="email" autoComplete="off" {...field('email')} />
      <PasswordField label={t.password} required autoComplete="new-password" {...field('password')} />
      <PasswordChecklist password={values.password} />
      <GroupField value={abGroup} onChange={setAbGroup} />
      <FormControlLabel
        control={<Checkbox checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} />}
        label={t.isAdmin}
      />
    </FormDialog>
  );
}
