import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BRAINWAVE_TYPES, RELAXATION_CATEGORIES, type BrainwaveType, type RelaxationCategory } from '@uyku/domain';
import { errorMessage } from '../../lib/api-client';
import { adminRelaxationQuery, adminSoundsQuery, useCreateRelaxation, useCreateSound, useDeleteItem } from './api';
import { CONTENT_ADMIN_TEXTS as T } from './texts';
import { UploadField } from './UploadField';

function RelaxationForm() {
  const create = useCreateRelaxation();
  const [category, setCategory] = useState<RelaxationCategory>('guided_imagery');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [minutes, setMinutes] = useState('10');
  const [media, setMedia] = useState<{ url: string; type: 'audio' | 'video' } | null>(null);
  const [uploadKey, setUploadKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { category, title, description, duration: Math.round(Number(minutes) * 60), url: media?.url ?? null, type: media?.type ?? 'audio' },
      {
        onSuccess: () => {
          setTitle('');
          setDescription('');
          setMedia(null);
          setUploadKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.addRelaxation}
      </Typography>
      <TextField select label={T.category} value={category} onChange={(e) => setCategory(e.target.value as RelaxationCategory)}>
        {RELAXATION_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {T.categories[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={T.title} value={title} onChange={(e) => setTitle(e.target.value)} required />
      <TextField label={T.description} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
      <TextField label={T.durationMinutes} type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
      <UploadField key={uploadKey} onUploaded={setMedia} />
      {create.isError && <Alert severity="error">{errorMessage(create.error, T.failed)}</Alert>}
      {create.isSuccess && <Alert severity="success">{T.saved}</Alert>}
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {T.save}
      </Button>
    </Stack>
  );
}

function SoundForm() {
  const create = useCreateSound();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [purpose, setPurpose] = useState('');
  const [band, setBand] = useState<BrainwaveType>('delta');
  const [base, setBase] = useState('200');
  const [beat, setBeat] = useState('2');
  const [minutes, setMinutes] = useState('30');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        description,
        purpose,
        brainwave_type: band,
        base_frequency: Number(base),
        binaural_frequency: Number(beat),
        duration: Math.round(Number(minutes) * 60),
        url: null,
      },
      { onSuccess: () => setName('') },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.addSound}
      </Typography>
      <TextField label={T.name} value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField label={T.description} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
      <TextField label={T.purpose} value={purpose} onChange={(e) => setPurpose(e.target.value)} />
      <TextField select label={T.brainwave} value={band} onChange={(e) => setBand(e.target.value as BrainwaveType)}>
        {BRAINWAVE_TYPES.map((b) => (
          <MenuItem key={b} value={b}>
            {T.bands[b]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={T.baseFrequency} type="number" value={base} onChange={(e) => setBase(e.target.value)} fullWidth />
        <TextField label={T.beatFrequency} type="number" value={beat} onChange={(e) => setBeat(e.target.value)} fullWidth />
        <TextField label={T.durationMinutes} type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} fullWidth />
      </Stack>
      {create.isError && <Alert severity="error">{errorMessage(create.error, T.failed)}</Alert>}
      {create.isSuccess && <Alert severity="success">{T.saved}</Alert>}
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {T.save}
      </Button>
    </Stack>
  );
}

function ItemList({ items, kind }: { items: { id: string; name: string; detail: string }[]; kind: 'relaxation' | 'binaural' }) {
  const remove = useDeleteItem();
  if (items.length === 0) return <Typography color="text.secondary">{T.empty}</Typography>;
  return (
    <List dense>
      {items.map((item) => (
        <ListItem
          key={item.id}
          divider
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`${T.delete}: ${item.name}`}
              onClick={() => {
                if (window.confirm(T.confirmDelete(item.name))) remove.mutate({ kind, id: item.id });
              }}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemText primary={item.name} secondary={item.detail} />
        </ListItem>
      ))}
    </List>
  );
}

/** The admin's 'İçerik' tab: relaxation items and binaural sounds, added, uploaded and deleted. */
export function ContentAdminTab() {
  const content = useQuery(adminRelaxationQuery).data ?? [];
  const sounds = useQuery(adminSoundsQuery).data ?? [];
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {T.relaxationTitle}
            </Typography>
            <ItemList
              kind="relaxation"
              items={content.map((c) => ({
                id: c.id,
                name: c.title,
                detail: `${T.categories[c.category]} · ${T.minutes(Math.round(c.duration / 60))} · ${c.url ? T.uploadedFile : T.synthesised} · ${T.listens(c.view_count)}`,
              }))}
            />
            <RelaxationForm />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {T.binauralTitle}
            </Typography>
            <ItemList
              kind="binaural"
              items={sounds.map((s) => ({
                id: s.id,
                name: s.name,
                detail: `${T.bands[s.brainwave_type]} · ${s.base_frequency} / ${s.binaural_frequency} Hz · ${T.minutes(Math.round(s.duration / 60))} · ${T.listens(s.play_count)}`,
              }))}
            />
            <SoundForm />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
