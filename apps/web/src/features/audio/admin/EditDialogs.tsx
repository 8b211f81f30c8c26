import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminRelaxationContent, BinauralSound } from '@uyku/domain';
import { FormDialog } from '../../../lib/ui/FormDialog';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { useUpdateRelaxation, useUpdateSound } from './api';
import { relaxationDraftOf, relaxationRequestOf, soundDraftOf, soundRequestOf, type Checked } from './drafts';
import { RelaxationFields } from './RelaxationFields';
import { SoundFields } from './SoundFields';
import { CONTENT_ADMIN_TEXTS as T } from './texts';
import { useDraftForm } from './useDraftForm';

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
  const notice = useNotice();
  const { draft, setDraft, problem, submit } = useDraftForm(initial, check, (body, { onError }) =>
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          notice.success(T.updated);
          onClose();
        },
        onError,
      },
    ),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      onSubmit={submit}
      problem={problem}
      busy={update.isPending}
      submitLabel={T.saveChanges}
      busyLabel={T.saving}
      size="sm"
    >
      {fields(draft, setDraft)}
    </FormDialog>
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
