import type { FormDefinition } from '@uyku/domain';
import type { DraftValue } from './QuestionField';

/** The participant's inputs as the answers the domain validates: typed numbers become numbers. */
export function draftToAnswers(definition: FormDefinition, draft: Record<string, DraftValue>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of definition.questions) {
    const value = draft[question.id];
    if (value === undefined) continue;
    if (question.kind === 'number' && typeof value === 'string') {
      if (value.trim() !== '') answers[question.id] = Number(value.replace(',', '.'));
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
