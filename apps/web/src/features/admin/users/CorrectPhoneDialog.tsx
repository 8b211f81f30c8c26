import { Alert, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { correctPhoneRequestSchema, type AdminUser } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { FormDialog } from '../../../lib/ui/FormDialog';
import { useFormValues } from '../../../lib/ui/useFormValues';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { useCorrectPhone } from '../api';
import { ADMIN_TEXTS } from '../texts';

/**
 * 'Telefonu Düzelt' (docs/product.md, "Registration and sign-in"): the admin's deliberate
 * correction of a number, apart from the edit form where the phone stays read-only. The dialog
 * says what follows: the person's sessions end and the change is audited.
 */
export function CorrectPhoneDialog(props: { user: AdminUser; onClose: () => void; onCorrected: () => void }) {
  const { user, onClose, onCorrected } = props;
  const t = ADMIN_TEXTS.form;
  const [problem, setProblem] = useState<string | null>(null);
  const { values, field } = useFormValues({ phone: '' }, () => setProblem(null));
  const correct = useCorrectPhone();
  const notice = useNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = correctPhoneRequestSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t.phoneCorrectFailed);
      return;
    }
    correct.mutate(
      { id: user.id, body: values },
      {
        onSuccess: () => {
          notice.success(t.phoneCorrected);
          onCorrected();
        },
        onError: (error) => setProblem(errorMessage(error, t.phoneCorrectFailed)),
      },
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t.correctPhoneTitle}
      onSubmit={submit}
      problem={problem}
      busy={correct.isPending}
      submitLabel={ADMIN_TEXTS.common.save}
      busyLabel={ADMIN_TEXTS.common.saving}
      size="xs"
    >
      <TextField label={t.phone} value={user.phone} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
      <TextField
        label={t.newPhone}
        required
        type="tel"
        autoComplete="off"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        {...field('phone')}
      />
      <Alert severity="info">{t.correctPhoneBody}</Alert>
    </FormDialog>
  );
}
