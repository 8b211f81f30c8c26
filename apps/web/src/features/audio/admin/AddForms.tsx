import { Button, Stack, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { ProblemAlert } from '../../../lib/ui/ProblemAlert';
import { useCreateRelaxation, useCreateSound } from './api';
import { emptyRelaxationDraft, emptySoundDraft, relaxationRequestOf, soundRequestOf, type Checked } from './drafts';
import { RelaxationFields } from './RelaxationFields';
import { SoundFields } from './SoundFields';
import { CONTENT_ADMIN_TEXTS as T } from './texts';
import { useDraftForm } from './useDraftForm';

interface AddFormProps<Draft, Body> {
  heading: string;
  empty: () => Draft;
  check: (draft: Draft) => Checked<Body>;
  create: UseMutationResult<unknown, Error, Body>;
  fields: (draft: Draft, onChange: (draft: Draft) => void) => ReactNode;
}

/** An add form: checked with the server's schema first, emptied after a save. */
function AddForm<Draft, Body>({ heading, empty, check, create, fields }: AddFormProps<Draft, Body>) {
  const notice = useNotice();
  // A new round after a save remounts the fields, so the upload's last message goes with the file.
  const [round, setRound] = useState(0);
  const { draft, setDraft, problem, submit } = useDraftForm(empty, check, (body, { onError, startOver }) =>
    create.mutate(body, {
      onSuccess: () => {
        startOver();
        setRound((r) => r + 1);
        notice.success(T.saved);
      },
      onError,
    }),
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={heading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Fragment key={round}>{fields(draft, setDraft)}</Fragment>
      <ProblemAlert problem={problem} />
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {T.save}
      </Button>
    </Stack>
  );
}

export function AddRelaxationForm() {
  const create = useCreateRelaxation();
  return (
    <AddForm
      heading={T.addRelaxation}
      empty={emptyRelaxationDraft}
      check={relaxationRequestOf}
      create={create}
      fields={(draft, onChange) => <RelaxationFields draft={draft} onChange={onChange} />}
    />
  );
}

export function AddSoundForm() {
  const create = useCreateSound();
  return (
    <AddForm
      heading={T.addSound}
      empty={emptySoundDraft}
      check={soundRequestOf}
      create={create}
      fields={(draft, onChange) => <SoundFields draft={draft} onChange={onChange} />}
    />
  );
}
