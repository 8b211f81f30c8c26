import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AddRelaxationForm, AddSoundForm } from './AddForms';
import { adminRelaxationQuery, adminSoundsQuery } from './api';
import { EditRelaxationDialog, EditSoundDialog } from './EditDialogs';
import { minutesText } from './drafts';
import { ItemList } from './ItemList';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The admin's 'İçerik' tab: relaxation items and binaural sounds, added, uploaded, edited and deleted. */
export function ContentAdminTab() {
  const content = useQuery(adminRelaxationQuery).data ?? [];
  const sounds = useQuery(adminSoundsQuery).data ?? [];
  const [editing, setEditing] = useState<{ kind: 'relaxation' | 'binaural'; id: string } | null>(null);
  const close = () => setEditing(null);
  const editedItem = editing?.kind === 'relaxation' ? content.find((c) => c.id === editing.id) : undefined;
  const editedSound = editing?.kind === 'binaural' ? sounds.find((s) => s.id === editing.id) : undefined;

  return (
    <Stack spacing={3}>
      <Section title={T.relaxationTitle}>
        <ItemList
          kind="relaxation"
          onEdit={(id) => setEditing({ kind: 'relaxation', id })}
          items={content.map((c) => ({
            id: c.id,
            name: c.title,
            detail: `${T.categories[c.category]} · ${T.minutes(minutesText(c.duration))} · ${c.url ? T.uploadedFile : T.synthesised} · ${T.listens(c.view_count)}`,
          }))}
        />
        <Divider />
        <AddRelaxationForm />
      </Section>
      <Section title={T.binauralTitle}>
        <ItemList
          kind="binaural"
          onEdit={(id) => setEditing({ kind: 'binaural', id })}
          items={sounds.map((s) => ({
            id: s.id,
            name: s.name,
            detail: `${T.bands[s.brainwave_type]} · ${s.base_frequency} / ${s.binaural_frequency} Hz · ${T.minutes(minutesText(s.duration))} · ${s.url ? T.uploadedFile : T.synthesised} · ${T.listens(s.play_count)}`,
          }))}
        />
        <Divider />
        <AddSoundForm />
      </Section>
      {editedItem && <EditRelaxationDialog key={editedItem.id} item={editedItem} onClose={close} />}
      {editedSound && <EditSoundDialog key={editedSound.id} sound={editedSound} onClose={close} />}
    </Stack>
  );
}
