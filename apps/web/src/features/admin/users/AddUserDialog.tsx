import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { createUserRequestSchema, phoneInput, type AbGroup } from '@uyku/domain';
import { ApiError } from '../../../lib/api-client';
import { useAddUser } from '../api';
import { useNotice } from '../notice';
import { ADMIN_TEXTS } from '../texts';
import { GroupField } from './GroupField';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { PasswordChecklist } from '../../../lib/ui/PasswordChecklist';

const EMPTY = { name: '', phone: '', email: '', password: '' };

/** Spec 8: the server's message, else its first field detail, else 'Kullanıcı eklenemedi'. */
function addError(error: unknown): string {
  if (error instanceof ApiError) return error.message || error.details?.[0]?.message || ADMIN_TEXTS.messages.addFailed;
  return ADMIN_TEXTS.messages.addFailed;
}

/**
 * The add-user modal (spec 5): name, phone, optional e-mail, a password under the five rules with
 * the live checklist, group defaulting to control, admin rights off. The account is approved at once.
 */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = ADMIN_TEXTS.form;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [abGroup, setAbGroup] = useState<AbGroup>('control');
  const [isAdmin, setIsAdmin] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // The phone keeps digits only, at most 11, as it is typed (spec 5).
      const value = name === 'phone' ? phoneInput(e.target.value) : e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      // A message about what was just corrected would only mislead.
      setProblem(null);
    },
    fullWidth: true,
  });

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
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{ADMIN_TEXTS.common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={addUser.isPending}>
            {addUser.isPending ? ADMIN_TEXTS.common.saving : t.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
