import type { FieldIssue } from '../api/common.js';
import { cleanText, hasVisibleText } from '../text.js';
import { isScoredQuestion, type FormDefinition, type Question } from './definition.js';
import { FORM_MSG, LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from './messages.js';

/**
 * Answers to a built-in questionnaire, keyed by question id: an option index for single choice,
 * a list of option indexes for multiple choice, a number for Likert and number questions, 'HH:MM'
 * for a time of day, text for the two text kinds. Validated by the same function in the browser
 * (before sending) and on the server (before storing).
 */
export type Answer = number | number[] | string;
export type Answers = Record<string, Answer>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return !hasVisibleText(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

const isIndex = (value: unknown, count: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;

/** One answer checked against its question: the stored value, or the Turkish message. */
function checkAnswer(question: Question, n: number, value: unknown): { answer: Answer } | { message: string } {
  switch (question.kind) {
    case 'single_choice':
      return isIndex(value, question.options.length) ? { answer: value } : { message: FORM_MSG.answerOption(n) };
    case 'multiple_choice': {
      if (!Array.isArray(value) || !value.every((item) => isIndex(item, question.options.length))) {
        return { message: FORM_MSG.answerOption(n) };
      }
      return { answer: [...new Set(value as number[])].sort((a, b) => a - b) };
    }
    case 'likert':
      return typeof value === 'number' && Number.isInteger(value) && value >= question.min && value <= question.max
        ? { answer: value }
        : { message: FORM_MSG.answerRange(n, question.min, question.max) };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { message: FORM_MSG.answerNumber(n) };
      if (question.integer && !Number.isInteger(value)) return { message: FORM_MSG.answerNumber(n) };
      if ((question.min !== null && value < question.min) || (question.max !== null && value > question.max)) {
        return { message: FORM_MSG.answerRange(n, question.min, question.max) };
      }
      return { answer: value };
    }
    case 'time':
      return typeof value === 'string' && CLOCK.test(value) ? { answer: value } : { message: FORM_MSG.answerTime(n) };
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return { message: FORM_MSG.answerText(n) };
      const multiline = question.kind === 'long_text';
      const max = multiline ? LONG_TEXT_MAX_LENGTH : SHORT_TEXT_MAX_LENGTH;
      const text = cleanText(value, { multiline });
      return text.length > max ? { message: FORM_MSG.answerTooLong(n, max) } : { answer: text };
    }
  }
}

/**
 * Checks a participant's answers against the questions. Unknown ids are dropped; an empty optional
 * answer is left out; every problem is reported with the question's number (1-based).
 */
export function validateAnswers(
  definition: FormDefinition,
  raw: Record<string, unknown>,
): { answers: Answers; issues: FieldIssue[] } {
  const answers: Answers = {};
  const issues: FieldIssue[] = [];
  definition.questions.forEach((question, index) => {
    const n = index + 1;
    const value = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined;
    if (isEmpty(value)) {
      if (question.required) issues.push({ field: question.id, message: FORM_MSG.answerRequired(n) });
      return;
    }
    const checked = checkAnswer(question, n, value);
    if ('message' in checked) issues.push({ field: question.id, message: checked.message });
    else if (!isEmpty(checked.answer)) answers[question.id] = checked.answer;
    else if (question.required) issues.push({ field: question.id, message: FORM_MSG.answerRequired(n) });
  });
  return { answers, issues };
}

/** The score one answer adds to the total, reverse items turned around; null when it adds nothing. */
export function questionScore(question: Question, answer: Answer | undefined): number | null {
  if (answer === undefined || !isScoredQuestion(question)) return null;
  switch (question.kind) {
    case 'single_choice': {
      const chosen = question.options[answer as number];
      if (!chosen) return null;
      if (!question.reverse) return chosen.score;
      const scores = question.options.map((option) => option.score);
      return Math.max(...scores) + Math.min(...scores) - chosen.score;
    }
    case 'multiple_choice':
      return (answer as number[]).reduce((sum, index) => sum + (question.options[index]?.score ?? 0), 0);
    case 'likert':
      return question.reverse ? question.min + question.max - (answer as number) : (answer as number);
    default:
      return null;
  }
}

export interface FormScore {
  /** Sum over the scored questions answered; null when the form has no scored question. */
  score: number | null;
  /** The label of the band the total falls in, if any. */
  band: string | null;
}

export function scoreAnswers(definition: FormDefinition, answers: Answers): FormScore {
  const scored = definition.questions.filter(isScoredQuestion);
  if (scored.length === 0) return { score: null, band: null };
  const total = scored.reduce((sum, question) => sum + (questionScore(question, answers[question.id]) ?? 0), 0);
  // Scores may carry decimals (e.g. 0.5 per option); keep two places, never float noise.
  const score = Math.round(total * 100) / 100;
  const band = definition.bands.find((b) => score >= b.min && score <= b.max)?.label ?? null;
  return { score, band };
}

/** An answer as a reader sees it: option labels instead of indexes. '' when unanswered. */
export function formatAnswer(question: Question, answer: Answer | undefined): string {
  if (answer === undefined) return '';
  switch (question.kind) {
    case 'single_choice':
      return question.options[answer as number]?.label ?? '';
    case 'multiple_choice':
      return (answer as number[])
        .map((index) => question.options[index]?.label)
        .filter(Boolean)
        .join(', ');
    default:
      return String(answer);
  }
}

/** Question texts as map keys, made unique when two questions read the same. */
function questionLabels(definition: FormDefinition): Map<string, string> {
  const labels = new Map<string, string>();
  const used = new Set<string>();
  definition.questions.forEach((question, index) => {
    const label = used.has(question.text) ? `${question.text} (${index + 1})` : question.text;
    used.add(label);
    labels.set(question.id, label);
  });
  return labels;
}

/** A built-in response as the original map: each question's text to the answer a reader understands. */
export function readableAnswers(definition: FormDefinition, answers: Answers): Record<string, string> {
  const labels = questionLabels(definition);
  const map: Record<string, string> = {};
  for (const question of definition.questions) map[labels.get(question.id)!] = formatAnswer(question, answers[question.id]);
  return map;
}
