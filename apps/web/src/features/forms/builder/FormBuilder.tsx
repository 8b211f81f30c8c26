import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  EXAMPLE_INSTRUMENT,
  FORM_AUDIENCES,
  formWriteRequestSchema,
  parseInstrument,
  parseScheduleText,
  toInstrument,
  type FormAudience,
  type FormWriteInput,
} from '@uyku/domain';
import { errorMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { adminFormQuery, useAddForm, useUpdateForm } from '../api';
import { ADMIN_FORMS_TEXTS, AUDIENCE_LABELS, BUILDER_TEXTS } from '../texts';
import { ScheduleField } from '../timepoints/ScheduleField';
import { BandsEditor } from './BandsEditor';
import { emptyDraft, fromDefinition, newQuestion, toDefinitionInput, type BuilderDraft } from './draft';
import { QuestionEditor } from './QuestionEditor';
import { SaveCancelButtons } from '../admin/SaveCancelButtons';
import { UnsavedChangesDialog } from '../../../lib/ui/UnsavedChangesDialog';
import { useUnsavedLinkGuard } from '../../../lib/useUnsavedLinkGuard';

const t = BUILDER_TEXTS;

export interface FormBuilderProps {
  /** The built-in form to edit; null builds a new one. */
  formId: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** "2. soru: Seçenek metni gereklidir" — the first problem, placed for the admin. */
function problemOf(issues: { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return '';
  const [area, list, index] = first.path;
  if (area === 'definition' && list === 'questions' && typeof index === 'number') return `${t.question(index + 1)}: ${first.message}`;
  if (area === 'definition' && list === 'bands' && typeof index === 'number') return `${t.bands} ${index + 1}: ${first.message}`;
  return first.message;
}

function slug(title: string): string {
  return (
    title
      .toLocaleLowerCase('tr-TR')
      .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'form'
  );
}

type BodyProps = FormBuilderProps & { initial: BuilderDraft; hasResponses: boolean; onDirtyChange: (dirty: boolean) => void };

function BuilderBody({ initial, formId, hasResponses, onClose, onSaved, onDirtyChange }: BodyProps) {
  const [draft, setDraft] = useState<BuilderDraft>(initial);
  // The builder differs from what it opened with: closing it then asks first.
  useEffect(() => onDirtyChange(JSON.stringify(draft) !== JSON.stringify(initial)), [draft, initial, onDirtyChange]);
  const [problem, setProblem] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  // Only when adding: an existing form's schedule has its own dialog (PATCH …/schedule).
  const [schedule, setSchedule] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const add = useAddForm();
  const update = useUpdateForm(formId ?? '');
  const saving = add.isPending || update.isPending;

  const set = (patch: Partial<BuilderDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const validated = (): FormWriteInput | null => {
    const parsed = formWriteRequestSchema.safeParse({
      kind: 'builtin',
      title: draft.title,
      description: draft.description,
      audience: draft.audience,
      definition: toDefinitionInput(draft),
    });
    if (!parsed.success) {
      setProblem(problemOf(parsed.error.issues));
      return null;
    }
    setProblem(null);
    return parsed.data;
  };

  const save = () => {
    const body = validated();
    if (!body || !body.definition) return;
    const days = parseScheduleText(schedule);
    if ('error' in days) return setProblem(days.error);
    const request = { kind: 'builtin' as const, title: body.title, description: body.description, audience: body.audience, definition: body.definition };
    if (formId) {
      update.mutate(request, { onSuccess: (answer) => onSaved(answer.message), onError: (error) => setProblem(errorMessage(error, ADMIN_FORMS_TEXTS.unknownError)) });
    } else {
      add.mutate({ ...request, schedule_days: days.days }, {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => setProblem(`${ADMIN_FORMS_TEXTS.addFailed}${errorMessage(error, ADMIN_FORMS_TEXTS.unknownError)}`),
      });
    }
  };

  const exportJson = () => {
    const body = validated();
    if (!body?.definition) return;
    const file = JSON.stringify(toInstrument({ title: body.title, description: body.description, definition: body.definition }), null, 2);
    saveFile(new Blob([file], { type: 'application/json' }), `${slug(body.title)}.json`);
  };

  const importJson = async (file: File | undefined) => {
    if (!file) return;
    const read = parseInstrument(await file.text());
    if ('message' in read) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    setDraft(fromDefinition({ ...read.instrument, audience: draft.audience }, read.instrument.definition));
    setInfo(t.imported);
  };

  const loadExample = () => {
    const read = parseInstrument(JSON.stringify(EXAMPLE_INSTRUMENT));
    if ('instrument' in read) setDraft(fromDefinition({ ...read.instrument, audience: draft.audience }, read.instrument.definition));
  };

  const questions = draft.questions;
  const move = (i: number, by: -1 | 1) => {
    const next = [...questions];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    set({ questions: next });
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<UploadIcon />} variant="outlined" size="small" onClick={() => fileInput.current?.click()}>
              {t.importJson}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              data-testid="builder-import"
              onChange={(event) => {
                void importJson(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <Button startIcon={<DownloadIcon />} variant="outlined" size="small" onClick={exportJson}>
              {t.exportJson}
            </Button>
            {!formId && (
              <Button variant="text" size="small" onClick={loadExample}>
                {t.loadExample}
              </Button>
            )}
          </Stack>
          {info && (
            <Alert severity="success" onClose={() => setInfo(null)}>
              {info}
            </Alert>
          )}
          {hasResponses && <Alert severity="info">{t.versionNote}</Alert>}
          <TextField label={t.titleLabel} value={draft.title} onChange={(e) => set({ title: e.target.value })} required fullWidth />
          <TextField
            label={t.descriptionLabel}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            fullWidth
            multiline
            minRows={2}
          />
          <TextField
            select
            label={t.audienceLabel}
            value={draft.audience}
            onChange={(e) => set({ audience: e.target.value as FormAudience })}
            sx={{ maxWidth: 320 }}
            id="builder-audience"
          >
            {FORM_AUDIENCES.map((audience) => (
              <MenuItem key={audience} value={audience}>
                {AUDIENCE_LABELS[audience]}
              </MenuItem>
            ))}
          </TextField>
          {!formId && <ScheduleField value={schedule} onChange={setSchedule} />}

          <Typography variant="h6" component="h2">
            {t.questions(questions.length)}
          </Typography>
          {questions.map((question, i) => (
            <QuestionEditor
              key={question.id}
              question={question}
              index={i}
              count={questions.length}
              onChange={(next) => set({ questions: questions.map((q, j) => (j === i ? next : q)) })}
              onMove={(by) => move(i, by)}
              onRemove={() => set({ questions: questions.filter((_q, j) => j !== i) })}
            />
          ))}
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => set({ questions: [...questions, newQuestion()] })} sx={{ alignSelf: 'flex-start' }}>
            {t.addQuestion}
          </Button>
          <BandsEditor bands={draft.bands} onChange={(bands) => set({ bands })} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {problem && (
          <Alert severity="error" role="alert" sx={{ flex: '1 1 100%' }}>
            {problem}
          </Alert>
        )}
        <SaveCancelButtons onCancel={onClose} onSave={save} saving={saving} />
      </DialogActions>
    </>
  );
}

function EditLoader(props: FormBuilderProps & { formId: string; onDirtyChange: (dirty: boolean) => void }) {
  const form = useQuery(adminFormQuery(props.formId));
  if (form.isPending) return <LinearProgress sx={{ m: 3 }} />;
  if (form.isError || !form.data.definition) {
    return (
      <DialogContent>
        <Alert severity="error">{errorMessage(form.error, ADMIN_FORMS_TEXTS.loadFailed)}</Alert>
      </DialogContent>
    );
  }
  return <BuilderBody {...props} initial={fromDefinition(form.data, form.data.definition)} hasResponses={form.data.total_responses > 0} />;
}

/** The built-in form builder: questions of seven kinds, scores, reverse items, bands, JSON import/export. */
export function FormBuilder(props: FormBuilderProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const [initial] = useState(emptyDraft);
  // Esc, 'X' and 'İptal' with unsaved questions ask 'Kaydedilmemiş değişiklikler var…'; a click outside does nothing.
  // The back button asks too while questions are unsaved; 'Çık' then closes the builder, not the page.
  const guard = useUnsavedLinkGuard(dirty, () => setAsking(true));
  const close = () => (dirty ? setAsking(true) : props.onClose());
  const body = { ...props, onClose: close, onDirtyChange: setDirty };
  return (
    <Dialog open onClose={(_e, reason) => reason !== 'backdropClick' && close()} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {props.formId ? t.editTitle : t.newTitle}
        <IconButton aria-label={t.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {props.formId ? <EditLoader {...body} formId={props.formId} /> : <BuilderBody {...body} initial={initial} hasResponses={false} />}
      <UnsavedChangesDialog
        open={asking}
        onStay={() => {
          setAsking(false);
          guard.release();
        }}
        onLeave={() => {
          setAsking(false);
          guard.settle();
          props.onClose();
        }}
      />
    </Dialog>
  );
}
