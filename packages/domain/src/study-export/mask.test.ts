import { describe, expect, it } from 'vitest';
import { maskFreeText } from './mask.js';

describe('masking free text for the study export', () => {
  it('masks phones, e-mail addresses and the participant’s own name', () => {
    expect(maskFreeText('Ben Hülya Kırmızı, tel 0555 123 45 67, e-posta hulya@example.com', 'Hülya Kırmızı')).toBe(
      'Ben [ad], tel [telefon], e-posta [e-posta]',
    );
  });

  it('masks each part of the name in any Turkish case, and not inside other words', () => {
    expect(maskFreeText('HÜLYA geldi; kırmızı araba; Hülyanın', 'Hülya Kırmızı')).toBe('[ad] geldi; [ad] araba; Hülyanın');
    expect(maskFreeText('İsmail ve ismail', 'İsmail Işık')).toBe('[ad] ve [ad]');
  });

  it('masks numbers written with separators and an address cut short, and keeps ordinary numbers', () => {
    expect(maskFreeText('+90 (555) 123-4567 ara', 'X')).toBe('[telefon] ara');
    expect(maskFreeText('05551234567', 'X')).toBe('[telefon]');
    expect(maskFreeText('yaz: hulya@', 'X')).toBe('yaz: [e-posta]');
    expect(maskFreeText('7 saat uyudum, 2 kez uyandım', 'X')).toBe('7 saat uyudum, 2 kez uyandım');
  });
});
