import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminRelaxationContent, BinauralSound } from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { useNotice } from '../../admin/notice';
import { useUpdateRelaxation, useUpdateSound } from './api';
import { relaxationDraftOf, relaxationRequestOf, soundDraftOf, soundRequestOf, type Checked } from './drafts';
import { RelaxationFields } from './RelaxationFields';
import { SoundFields } from './SoundFields';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

interface EditDialogProps<Draft, Body> {
  title: string;
  id: string;
  initial: Draft;
  check: (draft: Draft) => Checked<Body>;
  update: UseMutationResult<unknown, Error, { id: string; body: Body }>;
  fields: (draft: Draft, onChange: (draft: Draft) => void) => ReactNode;
  onClose: () => void;
}

/** The edit modal of one item, full screen on a phone; closes after a save. */
function EditDialog<Draft, Body>({ title, id, initial, check, update, fields, onClose }: EditDialogProps<Draft, Body>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notice = useNotice();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    update.mutate(
      { id, body: checked.body },
      {
        onSuccess: () => {
          notice.success(T.updated);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, T.failed)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            {fields(draft, setDraft)}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? T.saving : T.saveChanges}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function EditRelaxationDialog({ item, onClose }: { item: AdminRelaxationContent; onClose: () => void }) {
  const update = useUpdateRelaxation();
  return (
    <EditDialog
      title={T.editRelaxation}
      id={item.id}
      initial={relaxationDraftOf(item)}
      check={relaxationRequestOf}
      update={update}
      fields={(draft, onChange) => <RelaxationFields draft={draft} onChange={onChange} />}
      onClose={onClose}
    />
  );
}

export function EditSoundDialog({ sound, onClose }: { sound: BinauralSound; onClose: () => void }) {
  const update = useUpdateSound();
  return (
    <EditDialog
      title={T.editSound}
      id={sound.id}
      initial={soundDraftOf(sound)}
      check={soundRequestOf}
      update={update}
      fields={(draft, onChange) => <SoundFields draft={draft} onChange={onChange} />}
      onClose={onClose}
    />
  );
}
