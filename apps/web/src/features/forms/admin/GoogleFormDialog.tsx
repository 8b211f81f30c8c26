import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { FORM_AUDIENCES, FORM_MSG, isGoogleFormUrl, parseScheduleText, PARTICIPANT_FIELD, type AdminForm, type FormAudience } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { useAddForm, useUpdateForm } from '../api';
import { ADMIN_FORMS_TEXTS, AUDIENCE_LABELS } from '../texts';
import { ScheduleField } from '../timepoints/ScheduleField';
import { DialogForm } from './DialogForm';
import { SaveCancelButtons } from './SaveCancelButtons';

const t = ADMIN_FORMS_TEXTS.google;

export interface GoogleFormDialogProps {
  /** The form to edit; null adds a new one. */
  form: AdminForm | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add form (docs/product.md, "Questionnaires (forms)"): title, optional description, the Google Forms link. */
export function GoogleFormDialog({ form, onClose, onSaved }: GoogleFormDialogProps) {
  const titleId = useId();
  const [title, setTitle] = useState(form?.title ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [url, setUrl] = useState(form?.google_form_url ?? '');
  const [field, setField] = useState(form?.participant_field ?? '');
  const [audience, setAudience] = useState<FormAudience>(form?.audience ?? 'both');
  // Only when adding: an existing form's schedule has its own dialog (PATCH …/schedule).
  const [schedule, setSchedule] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddForm();
  const update = useUpdateForm(form?.id ?? '');
  const saving = add.isPending || update.isPending;
  // A message about the old value goes as soon as the admin corrects it.
  const edit = (setter: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setter(event.target.value);
    setProblem(null);
  };

  const save = () => {
    if (!title.trim()) return setProblem(FORM_MSG.titleRequired);
    if (!isGoogleFormUrl(url)) return setProblem(ADMIN_FORMS_TEXTS.invalidUrl);
    if (field.trim() && !PARTICIPANT_FIELD.test(field.trim())) return setProblem(FORM_MSG.participantFieldInvalid);
    const days = parseScheduleText(schedule);
    if ('error' in days) return setProblem(days.error);
    setProblem(null);
    const body = { title, description, google_form_url: url, participant_field: field.trim() || null, audience };
    if (form) {
      update.mutate(body, { onSuccess: (answer) => onSaved(answer.message), onError: (error) => setProblem(errorMessage(error, ADMIN_FORMS_TEXTS.unknownError)) });
    } else {
      add.mutate({ ...body, schedule_days: days.days }, {
        onSuccess: () => onSaved(ADMIN_FORMS_TEXTS.added),
        onError: (error) => setProblem(`${ADMIN_FORMS_TEXTS.addFailed}${errorMessage(error, ADMIN_FORMS_TEXTS.unknownError)}`),
      });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{form ? t.editTitle : t.title}</DialogTitle>
      <DialogContent>
        <DialogForm onSubmit={save} problem={problem}>
          <TextField label={t.titleLabel} value={title} onChange={edit(setTitle)} required autoFocus fullWidth />
          <TextField label={t.descriptionLabel} value={description} onChange={edit(setDescription)} multiline minRows={2} fullWidth />
          <TextField
            label={t.urlLabel}
            value={url}
            onChange={edit(setUrl)}
            required
            fullWidth
            type="url"
            helperText={t.urlHelp}
            placeholder="https://docs.google.com/forms/d/e/…/viewform"
          />
          <TextField label={t.fieldLabel} value={field} onChange={edit(setField)} helperText={t.fieldHelp} placeholder="entry.123456789" fullWidth />
          <TextField select label={t.audienceLabel} value={audience} onChange={(e) => setAudience(e.target.value as FormAudience)} id="google-form-audience">
            {FORM_AUDIENCES.map((value) => (
              <MenuItem key={value} value={value}>
                {AUDIENCE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {!form && <ScheduleField value={schedule} onChange={(value) => { setSchedule(value); setProblem(null); }} />}
        </DialogForm>
      </DialogContent>
      <DialogActions>
        <SaveCancelButtons onCancel={onClose} onSave={save} saving={saving} />
      </DialogActions>
    </Dialog>
  );
}
