import { describe, expect, it } from 'vitest';
import { EXAMPLE_INSTRUMENT, formDefinitionSchema, parseInstrument } from '@uyku/domain';
import { emptyDraft, fromDefinition, newQuestion, toDefinitionInput } from './draft';

describe('the builder draft', () => {
  it('turns a definition into inputs and back unchanged (edit and import)', () => {
    const read = parseInstrument(JSON.stringify(EXAMPLE_INSTRUMENT));
    if (!('instrument' in read)) throw new Error(read.message);
    const draft = fromDefinition(read.instrument, read.instrument.definition);
    expect(draft.questions[0]).toMatchObject({ kind: 'likert', min: '1', max: '5', reverse: true, minLabel: 'Hiç katılmıyorum' });
    expect(formDefinitionSchema.parse(toDefinitionInput(draft))).toEqual(read.instrument.definition);
  });

  it('reads typed numbers with a decimal comma and leaves empty number bounds open', () => {
    const draft = emptyDraft();
    draft.questions = [{ ...newQuestion('number'), text: 'Kaç saat?', min: '', max: '12,5' }];
    expect(toDefinitionInput(draft).questions[0]).toMatchObject({ kind: 'number', min: null, max: 12.5 });
  });

  it('leaves a half-typed score for the schema to name', () => {
    const draft = emptyDraft();
    draft.questions[0] = { ...draft.questions[0]!, text: 'Soru', options: [{ label: 'A', score: '-' }, { label: 'B', score: '1' }] };
    const parsed = formDefinitionSchema.safeParse(toDefinitionInput(draft));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Puan -1000 ile 1000 arasında bir sayı olmalıdır');
  });
});
