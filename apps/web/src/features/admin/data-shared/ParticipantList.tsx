import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { LoadMoreButton } from './LoadMoreButton';
import type { Paged } from './paged';
import { ParticipantSearch } from './ParticipantSearch';
import { DATA_TEXTS } from './texts';

export interface ParticipantListProps<P extends { user_id: string }> {
  /** The participants matching a search (all of them for an empty one), a page at a time. */
  useParticipants: (search: string) => Paged<P>;
  /** Shown when nobody has a record yet. */
  emptyText: string;
  renderCard: (participant: P, onOpen: () => void) => ReactNode;
  onOpen: (userId: string) => void;
}

/** A data tab's searchable list of participants, read a page at a time. */
export function ParticipantList<P extends { user_id: string }>({
  useParticipants,
  emptyText,
  renderCard,
  onOpen,
}: ParticipantListProps<P>) {
  const [search, setSearch] = useState('');
  const list = useParticipants(search);
  return (
    <Stack spacing={2}>
      <ParticipantSearch onSearch={setSearch} />
      {list.isError && <Alert severity="error">{DATA_TEXTS.loadFailed}</Alert>}
      {list.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : list.items.length === 0 && !list.isError ? (
        <Typography color="text.secondary">{search ? DATA_TEXTS.noMatch : emptyText}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {list.items.map((participant) => (
            <Fragment key={participant.user_id}>{renderCard(participant, () => onOpen(participant.user_id))}</Fragment>
          ))}
        </Stack>
      )}
      <LoadMoreButton paged={list} sx={{ alignSelf: 'center' }} />
    </Stack>
  );
}
