import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  InputAdornment,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { updateUserRequestSchema, type AbGroup, type AdminUser, type UpdateUserRequest } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { useUpdateUser } from '../api';
import { useNotice } from '../notice';
import { ADMIN_TEXTS } from '../texts';
import { GroupHistory } from '../study/GroupHistory';
import { GroupField } from './GroupField';

interface EditUserDialogProps {
  user: AdminUser;
  /** The signed-in admin editing their own account: admin rights and approval stay as they are. */
  isSelf: boolean;
  onClose: () => void;
}

/** The edit modal (spec 5): name required, e-mail optional (empty sent as null), phone read-only. */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const t = ADMIN_TEXTS.form;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [abGroup, setAbGroup] = useState<AbGroup>(user.ab_group);
  const [isApproved, setIsApproved] = useState(user.is_approved);
  const [isAdmin, setIsAdmin] = useState(user.is_admin);
  const [enrolledOn, setEnrolledOn] = useState(user.enrolled_on ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateUser();
  const notice = useNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateUserRequest = {
      name,
      email: email.trim() === '' ? null : email,
      abGroup,
      ...(enrolledOn !== '' && enrolledOn !== user.enrolled_on ? { enrolledOn } : {}),
      // The server refuses an admin's own demotion; not sending the fields keeps the form simple.
      ...(isSelf ? {} : { isApproved, isAdmin }),
    };
    const parsed = updateUserRequestSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ADMIN_TEXTS.messages.updateFailed);
      return;
    }
    setProblem(null);
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          notice.success(ADMIN_TEXTS.messages.updated);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, ADMIN_TEXTS.messages.updateFailed)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.editTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <TextField label={t.name} required value={name} onChange={(e) => setName(e.target.value)} fullWidth />
            <TextField
              label={t.phone}
              value={user.phone}
              helperText={t.phoneReadOnly}
              slotProps={{
                htmlInput: { readOnly: true },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <LockOutlinedIcon fontSize="small" color="action" aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
              // Looks unlike the editable fields, so nobody tries to correct a number here.
              sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
              fullWidth
            />
            <TextField label={t.email} type="email" value={email} onChange={(e) => setEmail(e.target.value)} fullWidth />
            <GroupField value={abGroup} onChange={setAbGroup} />
            {!user.is_admin && (
              <TurkishClockField
                type="date"
                label="Çalışmaya başlangıç tarihi (1. gün)"
                value={enrolledOn}
                controlledValue={enrolledOn}
                onChange={(e) => setEnrolledOn(e.target.value)}
                helperText="Varsayılan: hesabın onaylandığı gün"
                fullWidth
              />
            )}
            <FormGroup>
              <FormControlLabel
                control={<Checkbox checked={isApproved} onChange={(e) => setIsApproved(e.target.checked)} disabled={isSelf} />}
                label={t.isApproved}
              />
              <FormControlLabel
                control={<Checkbox checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} disabled={isSelf} />}
                label={t.isAdmin}
              />
              {isSelf && <FormHelperText>{t.selfLocked}</FormHelperText>}
            </FormGroup>
            {!user.is_admin && <GroupHistory userId={user.id} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{ADMIN_TEXTS.common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? ADMIN_TEXTS.common.saving : ADMIN_TEXTS.common.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
