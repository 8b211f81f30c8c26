import { Alert, Box, Button, Chip, DialogActions, DialogContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime, validateAnswers, type FieldIssue } from '@uyku/domain';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { builtinFormQuery, useSubmitResponse } from '../api';
import { FORMS_TEXTS } from '../texts';
import { answeredCount, draftToAnswers } from './draft';
import { QuestionField, type DraftValue } from './QuestionField';
import { ReadOnlyAnswer } from './ReadOnlyAnswer';
import { ProblemAlert } from '../../../lib/ui/ProblemAlert';

export interface BuiltinFormViewProps {
  formId: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
  /** Told when answers are given (or all taken back): closing then asks first. */
  onDirtyChange?: (dirty: boolean) => void;
}

const t = FORMS_TEXTS.builtin;

function issuesByField(issues: FieldIssue[]): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}

/**
 * A built-in questionnaire inside the forms modal: questions with validation and a progress bar,
 * or, once filled, the participant's own answers read-only with the score and band.
 */
export function BuiltinFormView({ formId, onCancel, onSaved, onDirtyChange }: BuiltinFormViewProps) {
  const form = useQuery(builtinFormQuery(formId));
  const submit = useSubmitResponse();
  const [draft, setDraft] = useState<Record<string, DraftValue>>({});
  const started = Object.keys(draft).length > 0;
  useEffect(() => onDirtyChange?.(started), [started, onDirtyChange]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (form.isPending) return <LinearProgress aria-label={FORMS_TEXTS.loading} sx={{ m: 3 }} />;
  if (form.isError) {
    return (
      <DialogContent>
        <Alert severity="error">{errorMessage(form.error, t.loadFailed)}</Alert>
      </DialogContent>
    );
  }

  const mine = form.data.my_response;
  if (mine) {
    return (
      <>
        <DialogContent dividers>
          <Stack spacing={3}>
            <Alert severity="success" role="status">
              {t.readOnly(formatDateTime(mine.created_at))}
            </Alert>
            {mine.score !== null && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="my-score">
                <Chip color="primary" label={t.score(mine.score)} />
                {mine.band && <Chip color="secondary" label={t.band(mine.band)} />}
              </Stack>
            )}
            {mine.definition.questions.map((question, index) => (
              <ReadOnlyAnswer key={question.id} question={question} index={index} answer={mine.answers[question.id]} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{FORMS_TEXTS.modal.close}</Button>
        </DialogActions>
      </>
    );
  }

  const { definition, description } = form.data.form;
  const total = definition.questions.length;
  const answered = answeredCount(definition, draft);

  const send = () => {
    setFailure(null);
    const { issues } = validateAnswers(definition, draftToAnswers(definition, draft));
    setErrors(issuesByField(issues));
    if (issues.length > 0) {
      setFailure(t.fixErrors);
      return;
    }
    submit.mutate(
      { form_type_id: formId, responses: draftToAnswers(definition, draft) },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => {
          if (error instanceof ApiError && error.details) setErrors(issuesByField(error.details));
          setFailure(errorMessage(error, FORMS_TEXTS.modal.saveFailed));
        },
      },
    );
  };

  return (
    <>
      <Box sx={{ px: 3, pt: 1, pb: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} data-testid="builtin-progress">
          {t.progress(answered, total)}
        </Typography>
        <LinearProgress variant="determinate" value={total === 0 ? 0 : (answered / total) * 100} aria-label={t.progress(answered, total)} />
      </Box>
      <DialogContent dividers>
        <Stack spacing={3}>
          {description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {description}
            </Typography>
          )}
          {definition.questions.map((question, index) => (
            <QuestionField
              key={question.id}
              question={question}
              index={index}
              value={draft[question.id]}
              error={errors[question.id]}
              onChange={(value) => {
                setDraft((current) => ({ ...current, [question.id]: value }));
                setErrors(({ [question.id]: _fixed, ...rest }) => rest);
              }}
            />
          ))}
          <ProblemAlert problem={failure} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{FORMS_TEXTS.modal.cancel}</Button>
        <Button variant="contained" onClick={send} disabled={submit.isPending}>
          {submit.isPending ? t.submitting : t.submit}
        </Button>
      </DialogActions>
    </>
  );
}
