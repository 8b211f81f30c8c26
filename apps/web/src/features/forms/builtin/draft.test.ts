import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@uyku/domain';
import { draftToAnswers } from './draft';

const definition = {
  questions: [{ id: 'saat', kind: 'number', text: 'Gecede ortalama kaç saat uyudunuz?', required: true, min: 0, max: 24, integer: false }],
} as unknown as FormDefinition;

describe('typed numbers of a questionnaire', () => {
  it("read '6,5' and '6.5' alike as 6.5", () => {
    expect(draftToAnswers(definition, { saat: '6,5' })).toEqual({ saat: 6.5 });
    expect(draftToAnswers(definition, { saat: '6.5' })).toEqual({ saat: 6.5 });
  });

  it("never turn '6,5,3' or '6.5.3' into a number", () => {
    expect(draftToAnswers(definition, { saat: '6,5,3' }).saat).toBeNaN();
    expect(draftToAnswers(definition, { saat: '6.5.3' }).saat).toBeNaN();
  });
});
