import { Box, Typography } from '@mui/material';
import { formatAnswer, type Answer, type Question } from '@uyku/domain';
import { FORMS_TEXTS } from '../texts';

/** A question and the participant's own answer, read back as text (full contrast, nothing to change). */
export function ReadOnlyAnswer({ question, index, answer }: { question: Question; index: number; answer: Answer | undefined }) {
  let text = formatAnswer(question, answer);
  if (question.kind === 'likert' && answer !== undefined) {
    const ends = [question.min_label && `${question.min} = ${question.min_label}`, question.max_label && `${question.max} = ${question.max_label}`]
      .filter(Boolean)
      .join(', ');
    text = `${text} / ${question.max}${ends ? ` (${ends})` : ''}`;
  }
  return (
    <Box component="section" aria-labelledby={`answer-${question.id}`} data-testid={`answer-${question.id}`}>
      <Typography id={`answer-${question.id}`} sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
        {index + 1}. {question.text}
      </Typography>
      <Typography
        sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: answer === undefined ? 'divider' : 'primary.main', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        color={answer === undefined ? 'text.secondary' : 'text.primary'}
      >
        {answer === undefined ? FORMS_TEXTS.builtin.noAnswer : text}
      </Typography>
    </Box>
  );
}
