import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormHelperText, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { updateUserRequestSchema, type AbGroup, type AdminUser, type UpdateUserRequest } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { useUpdateUser } from '../api';
import { FormDialog } from '../../../lib/ui/FormDialog';
import { useFormValues } from '../../../lib/ui/useFormValues';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { ADMIN_TEXTS } from '../texts';
import { GroupHistory } from '../study/GroupHistory';
import { GroupField } from './GroupField';
import { CorrectPhoneDialog } from './CorrectPhoneDialog';

interface EditUserDialogProps {
  user: AdminUser;
  /** The signed-in admin editing their own account: admin rights and approval stay as they are. */
  isSelf: boolean;
  onClose: () => void;
}

/**
 * The edit modal (docs/product.md, "Users"): name required, e-mail optional (empty sent as null), phone
 * read-only; 'Telefonu Düzelt' beside it opens the audited correction (not for the admin's own account,
 * which would sign them out).
 */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const t = ADMIN_TEXTS.form;
  const { values, field } = useFormValues({ name: user.name, email: user.email ?? '' });
  const { name, email } = values;
  const [abGroup, setAbGroup] = useState<AbGroup>(user.ab_group);
  const [isApproved, setIsApproved] = useState(user.is_approved);
  const [isAdmin, setIsAdmin] = useState(user.is_admin);
  const [enrolledOn, setEnrolledOn] = useState(user.enrolled_on ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [correctingPhone, setCorrectingPhone] = useState(false);
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
    <FormDialog
      onClose={onClose}
      title={t.editTitle}
      onSubmit={submit}
      problem={problem}
      busy={update.isPending}
      submitLabel={ADMIN_TEXTS.common.save}
      busyLabel={ADMIN_TEXTS.common.saving}
      size="sm"
    >
      <TextField label={t.name} required {...field('name')} />
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
      {!isSelf && (
        <Box sx={{ mt: '4px !important' }}>
          <Button size="small" onClick={() => setCorrectingPhone(true)}>
            {t.correctPhone}
          </Button>
        </Box>
      )}
      <TextField label={t.email} type="email" {...field('email')} />
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
      {correctingPhone && (
        // A correction closes the edit too: its form shows the number it was opened with.
        <CorrectPhoneDialog user={user} onClose={() => setCorrectingPhone(false)} onCorrected={onClose} />
      )}
    </FormDialog>
  );
}
