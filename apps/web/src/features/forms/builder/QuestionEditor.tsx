import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { QUESTION_KINDS, type QuestionKind } from '@uyku/domain';
import { BUILDER_TEXTS, QUESTION_KIND_LABELS } from '../texts';
import { hasOptions, isReversible, type DraftQuestion } from './draft';

export interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  count: number;
  onChange: (next: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const t = BUILDER_TEXTS;

function withKind(question: DraftQuestion, kind: QuestionKind): DraftQuestion {
  const likert = kind === 'likert';
  return {
    ...question,
    kind,
    reverse: isReversible(kind) ? question.reverse : false,
    min: likert ? '1' : '',
    max: likert ? '5' : '',
    options: question.options.length >= 2 ? question.options : [{ label: '', score: '0' }, { label: '', score: '1' }],
  };
}

/** One question in the builder: kind, text, required, reverse scoring and the kind's own settings. */
export function QuestionEditor({ question, index, count, onChange, onMove, onRemove }: QuestionEditorProps) {
  const n = index + 1;
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...question, ...patch });
  const setOption = (i: number, patch: Partial<DraftQuestion['options'][number]>) =>
    set({ options: question.options.map((option, j) => (j === i ? { ...option, ...patch } : option)) });

  return (
    <Card variant="outlined" data-testid={`builder-question-${n}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t.question(n)}
            </Typography>
            <Box>
              <IconButton aria-label={t.moveUp(n)} disabled={index === 0} onClick={() => onMove(-1)} size="small">
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={t.moveDown(n)} disabled={index === count - 1} onClick={() => onMove(1)} size="small">
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={t.removeQuestion(n)} disabled={count === 1} onClick={onRemove} size="small" color="error">
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t.kindLabel}
              value={question.kind}
              onChange={(event) => onChange(withKind(question, event.target.value as QuestionKind))}
              sx={{ minWidth: 200 }}
              id={`question-kind-${question.id}`}
            >
              {QUESTION_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {QUESTION_KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t.textLabel}
              value={question.text}
              onChange={(event) => set({ text: event.target.value })}
              fullWidth
              multiline
              required
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <FormControlLabel
              control={<Switch checked={question.required} onChange={(_e, checked) => set({ required: checked })} />}
              label={t.requiredLabel}
            />
            {isReversible(question.kind) && (
              <FormControlLabel
                control={<Switch checked={question.reverse} onChange={(_e, checked) => set({ reverse: checked })} />}
                label={t.reverseLabel}
              />
            )}
          </Stack>

          {hasOptions(question.kind) && (
            <Stack spacing={1.5}>
              <Typography variant="body2" color="text.secondary">
                {t.options}
              </Typography>
              {question.options.map((option, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    label={t.optionLabel(i + 1)}
                    value={option.label}
                    onChange={(event) => setOption(i, { label: event.target.value })}
                    fullWidth
                    size="small"
                  />
                  <TextField
                    label={t.optionScore}
                    value={option.score}
                    onChange={(event) => setOption(i, { score: event.target.value })}
                    size="small"
                    sx={{ width: 90, flexShrink: 0 }}
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${t.optionLabel(i + 1)} ${t.optionScore}` } }}
                  />
                  <IconButton
                    aria-label={t.removeOption(i + 1)}
                    disabled={question.options.length <= 2}
                    onClick={() => set({ options: question.options.filter((_o, j) => j !== i) })}
                    size="small"
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
              <Button
                startIcon={<AddIcon />}
                onClick={() => set({ options: [...question.options, { label: '', score: String(question.options.length) }] })}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t.addOption}
              </Button>
            </Stack>
          )}

          {question.kind === 'likert' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '100px 100px 1fr 1fr' } }}>
              <TextField label={t.likertMin} value={question.min} onChange={(e) => set({ min: e.target.value })} size="small" />
              <TextField label={t.likertMax} value={question.max} onChange={(e) => set({ max: e.target.value })} size="small" />
              <TextField label={t.likertMinLabel} value={question.minLabel} onChange={(e) => set({ minLabel: e.target.value })} size="small" />
              <TextField label={t.likertMaxLabel} value={question.maxLabel} onChange={(e) => set({ maxLabel: e.target.value })} size="small" />
            </Box>
          )}

          {question.kind === 'number' && (
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
              <TextField label={t.numberMin} value={question.min} onChange={(e) => set({ min: e.target.value })} size="small" sx={{ width: 140 }} />
              <TextField label={t.numberMax} value={question.max} onChange={(e) => set({ max: e.target.value })} size="small" sx={{ width: 140 }} />
              <FormControlLabel
                control={<Switch checked={question.integer} onChange={(_e, checked) => set({ integer: checked })} />}
                label={t.integer}
              />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
