import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { parseScheduleText, scheduleText, type AdminForm } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { useSetSchedule } from '../api';
import { ADMIN_FORMS_TEXTS } from '../texts';
import { ScheduleField } from './ScheduleField';
import { DialogForm } from '../admin/DialogForm';
import { SaveCancelButtons } from '../admin/SaveCancelButtons';

const t = ADMIN_FORMS_TEXTS.schedule;

/** Edits an existing form's study days (PATCH /forms/admin/{id}/schedule). */
export function ScheduleDialog({ form, onClose, onSaved }: { form: AdminForm; onClose: () => void; onSaved: (message: string) => void }) {
  const titleId = useId();
  const [text, setText] = useState(scheduleText(form.schedule_days));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetSchedule(form.id);

  const submit = () => {
    const parsed = parseScheduleText(text);
    if ('error' in parsed) return setProblem(parsed.error);
    setProblem(null);
    save.mutate(parsed.days, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => setProblem(errorMessage(error, ADMIN_FORMS_TEXTS.unknownError)),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t.dialogTitle} — {form.title}
      </DialogTitle>
      <DialogContent>
        <DialogForm onSubmit={submit} problem={problem}>
          <DialogContentText>{t.dialogBody}</DialogContentText>
          <ScheduleField
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            autoFocus
          />
        </DialogForm>
      </DialogContent>
      <DialogActions>
        <SaveCancelButtons onCancel={onClose} onSave={submit} saving={save.isPending} />
      </DialogActions>
    </Dialog>
  );
}
