import { describe, expect, it } from 'vitest';
import { validateAnswers, scoreAnswers, formatAnswer } from './answers.js';
import { formDefinitionSchema } from './definition.js';
import { normaliseGoogleFormUrl, prefilledFormUrl } from './links.js';
import { parseInstrument, toInstrument } from './instrument.js';

const definition = formDefinitionSchema.parse({
  questions: [
    { id: 'q1', kind: 'likert', text: 'Kendimi dinlenmiş hissederim', min: 1, max: 5, reverse: true },
    {
      id: 'q2',
      kind: 'single_choice',
      text: 'Ne sıklıkla uyanırsınız?',
      options: [
        { label: 'Hiç', score: 0 },
        { label: 'Bazen', score: 1 },
        { label: 'Sık sık', score: 3 },
      ],
    },
    {
      id: 'q3',
      kind: 'multiple_choice',
      text: 'Hangileri uykunuzu bozar?',
      required: false,
      options: [
        { label: 'Gürültü', score: 1 },
        { label: 'Işık', score: 2 },
      ],
    },
    { id: 'q4', kind: 'number', text: 'Kaç saat uyursunuz?', min: 0, max: 24 },
    { id: 'q5', kind: 'time', text: 'Yatış saatiniz', required: false },
    { id: 'q6', kind: 'long_text', text: 'Notlar', required: false },
  ],
  bands: [
    { min: 0, max: 5, label: 'iyi' },
    { min: 6, max: 21, label: 'kötü' },
  ],
});

describe('built-in form answers', () => {
  it('scores the worked example with a reverse item: likert 4 of 1–5 reversed is 2, plus 3, plus 1+2', () => {
    const { answers, issues } = validateAnswers(definition, { q1: 4, q2: 2, q3: [1, 0], q4: 7 });
    expect(issues).toEqual([]);
    expect(answers.q3).toEqual([0, 1]);
    expect(scoreAnswers(definition, answers)).toEqual({ score: 8, band: 'kötü' });
    expect(scoreAnswers(definition, { q1: 5, q2: 0, q4: 8 })).toEqual({ score: 1, band: 'iyi' });
  });

  it('reverses a single-choice item between its lowest and highest option score', () => {
    const reversed = formDefinitionSchema.parse({
      questions: [{ ...definition.questions[1], reverse: true }],
    });
    expect(scoreAnswers(reversed, { q2: 2 }).score).toBe(0);
    expect(scoreAnswers(reversed, { q2: 0 }).score).toBe(3);
    expect(scoreAnswers(reversed, { q2: 1 }).score).toBe(2);
  });

  it('reports a missing required answer and an out-of-range number in Turkish with the question number', () => {
    const { issues } = validateAnswers(definition, { q1: 6, q4: 25, q5: '25:00', q6: '  ' });
    expect(issues).toEqual([
      { field: 'q1', message: '1. soru için 1 ile 5 arasında bir sayı giriniz' },
      { field: 'q2', message: '2. soru yanıtlanmalıdır' },
      { field: 'q4', message: '4. soru için 0 ile 24 arasında bir sayı giriniz' },
      { field: 'q5', message: '5. soru için saati SS:DD biçiminde giriniz' },
    ]);
  });

  it('shows option labels instead of indexes', () => {
    expect(formatAnswer(definition.questions[1]!, 2)).toBe('Sık sık');
    expect(formatAnswer(definition.questions[2]!, [0, 1])).toBe('Gürültü, Işık');
  });

  it('refuses overlapping bands and repeated question ids', () => {
    const bad = formDefinitionSchema.safeParse({
      questions: [definition.questions[0], definition.questions[0]],
      bands: [
        { min: 0, max: 5, label: 'a' },
        { min: 5, max: 9, label: 'b' },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Her sorunun kimliği farklı olmalıdır',
      'Puan aralıkları birbiriyle çakışmamalıdır',
    ]);
  });

  it('exports and imports an instrument unchanged', () => {
    const file = JSON.stringify(toInstrument({ title: 'Örnek', description: '', definition }));
    const read = parseInstrument(file);
    expect('instrument' in read && read.instrument.definition).toEqual(definition);
    expect(parseInstrument('{"format":"başka"}')).toHaveProperty('message');
    expect(parseInstrument('not json')).toEqual({ message: 'Dosya geçerli bir form tanımı değil' });
  });
});

describe('Google Forms addresses', () => {
  it.each([
    ['https://docs.google.com/forms/d/e/1FAIpQL/viewform', 'https://docs.google.com/forms/d/e/1FAIpQL/viewform'],
    ['http://docs.google.com/forms/d/abc/viewform?usp=sf_link', 'https://docs.google.com/forms/d/abc/viewform?usp=sf_link'],
    ['  https://forms.gle/AbC123  ', 'https://forms.gle/AbC123'],
    // Pasted without a scheme (`docs.google.com/forms/…` or `forms.gle/…`): https is added.
    ['docs.google.com/forms/d/e/abc/viewform', 'https://docs.google.com/forms/d/e/abc/viewform'],
    ['forms.gle/AbC123', 'https://forms.gle/AbC123'],
    ['DOCS.google.com/forms/d/abc/viewform?usp=sf_link', 'https://docs.google.com/forms/d/abc/viewform?usp=sf_link'],
  ])('accepts %s', (raw, stored) => expect(normaliseGoogleFormUrl(raw)).toBe(stored));

  it.each([
    'https://example.com/forms/abc',
    'https://docs.google.com/spreadsheets/d/abc',
    'https://docs.google.com.evil.com/forms/d/abc',
    'https://evil.com/?u=docs.google.com/forms/x',
    'https://user@docs.google.com/forms/d/abc',
    'javascript:alert(1)//docs.google.com/forms/',
    'ftp://docs.google.com/forms/d/abc',
    'example.com/forms/abc',
    'docs.google.com.evil.com/forms/d/abc',
    'evil.com/?u=docs.google.com/forms/x',
    'docs.google.com/document/d/abc',
    'docs.google.com:8080/forms/d/abc',
    'forms.gle',
    'https://forms.gle/',
    '',
  ])('refuses %s', (raw) => expect(normaliseGoogleFormUrl(raw)).toBeNull());

  it('pre-fills the participant code, replacing an earlier pre-fill', () => {
    expect(prefilledFormUrl('https://docs.google.com/forms/d/e/X/viewform?usp=sf_link&entry.5=old', 'entry.5', 'P0007')).toBe(
      'https://docs.google.com/forms/d/e/X/viewform?usp=pp_url&entry.5=P0007',
    );
    expect(prefilledFormUrl('https://docs.google.com/forms/d/e/X/viewform', null, 'P0007')).toBe(
      'https://docs.google.com/forms/d/e/X/viewform',
    );
  });
});

describe('the example form', () => {
  it('is a valid instrument file', async () => {
    const { EXAMPLE_INSTRUMENT } = await import('./example.js');
    const read = parseInstrument(JSON.stringify(EXAMPLE_INSTRUMENT));
    expect(read).toHaveProperty('instrument');
  });
});
