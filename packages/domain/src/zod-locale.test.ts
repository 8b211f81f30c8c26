import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.js';

describe('Turkish zod messages', () => {
  it('names types in Turkish', () => {
    const result = z.object({ count: z.number() }).safeParse({ count: 'iki' });
    expect(result.error?.issues[0]?.message).toBe('Geçersiz değer: sayı bekleniyordu, metin gönderildi');
  });
  it('says a missing field is required', () => {
    expect(z.object({ name: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('Bu alan gereklidir');
  });
  it('leaves a schema’s own message in charge', () => {
    expect(z.string({ error: 'Ad gerekli' }).safeParse(5).error?.issues[0]?.message).toBe('Ad gerekli');
  });
});
