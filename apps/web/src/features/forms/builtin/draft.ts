import type { FormDefinition } from '@uyku/domain';
import type { DraftValue } from './QuestionField';

/** A typed number: digits with at most one decimal comma or point. */
const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The participant's inputs as the answers the domain validates: typed numbers become numbers. */
export function draftToAnswers(definition: FormDefinition, draft: Record<string, DraftValue>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of definition.questions) {
    const value = draft[question.id];
    if (value === undefined) continue;
    if (question.kind === 'number' && typeof value === 'string') {
      // '6,5' and '6.5' alike; a text that is not a number goes on as NaN, which the domain refuses.
      const text = value.trim();
      if (text !== '') answers[question.id] = DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
    } else {
      answers[question.id] = value;
    }
  }
  return answers;
}

export function answeredCount(definition: FormDefinition, draft: Record<string, DraftValue>): number {
  return definition.questions.filter((q) => {
    const value = draft[q.id];
    if (value === undefined) return false;
    if (Array.isArray(value)) return value.length > 0;
    return typeof value === 'number' || value.trim() !== '';
  }).length;
}
