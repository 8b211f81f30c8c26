import { describe, expect, it } from 'vitest';
import { maskFreeText } from './mask.js';

describe('masking free text for the study export', () => {
  it('masks phones, e-mail addresses and the participant’s own name', () => {
    expect(maskFreeText('Ben Hülya Kırmızı, tel 0555 123 45 67, e-posta hulya@example.com', 'Hülya Kırmızı')).toBe(
      'Ben [ad], tel [telefon], e-posta [e-posta]',
    );
  });

  it('masks each part of the name in any Turkish case, and not inside other words', () => {
    expect(maskFreeText('HÜLYA geldi; kırmızı araba; Hülyaçiçeği', 'Hülya Kırmızı')).toBe('[ad] geldi; [ad] araba; Hülyaçiçeği');
    expect(maskFreeText('İsmail ve ismail', 'İsmail Işık')).toBe('[ad] ve [ad]');
  });

  it('masks numbers written with separators and an address cut short, and keeps ordinary numbers', () => {
    expect(maskFreeText('+90 (555) 123-4567 ara', 'X')).toBe('[telefon] ara');
    expect(maskFreeText('05551234567', 'X')).toBe('[telefon]');
    expect(maskFreeText('yaz: hulya@', 'X')).toBe('yaz: [e-posta]');
    expect(maskFreeText('7 saat uyudum, 2 kez uyandım', 'X')).toBe('7 saat uyudum, 2 kez uyandım');
  });

  it('masks the name with its Turkish suffixes, with or without an apostrophe', () => {
    const name = 'Hülya Kırmızı';
    expect(maskFreeText('Hülyanın annesi, Hülya’ya söyledim', name)).toBe('[ad] annesi, [ad] söyledim');
    expect(maskFreeText("Hülya'nın kedisi HÜLYADAN kaçtı, Hülyacığım", name)).toBe('[ad] kedisi [ad] kaçtı, [ad]');
    expect(maskFreeText('Kırmızılardan biri; Kırmızı\'ların evi', name)).toBe('[ad] biri; [ad] evi');
    expect(maskFreeText('İsmail’le ve ismaile', 'İsmail Işık')).toBe('[ad] ve [ad]');
    // A longer word that is not the name and a suffix is kept.
    expect(maskFreeText('Alişan geldi, Ali\'yi gördüm', 'Ali Can')).toBe('Alişan geldi, [ad] gördüm');
  });

  it('masks phones in any spacing, e-mail addresses, links and @handles', () => {
    expect(maskFreeText('0 5 5 5 1 2 3 4 5 6 7 ya da 0555/123.45.67 ya da 555_123_45_67', 'X')).toBe('[telefon] ya da [telefon] ya da [telefon]');
    expect(maskFreeText('yaz: h.kirmizi+not@mail.example.com.tr', 'X')).toBe('yaz: [e-posta]');
    expect(maskFreeText('https://example.com/p?id=5 ve www.hulya.net ve instagram.com/hulyak', 'X')).toBe('[bağlantı] ve [bağlantı] ve [bağlantı]');
    expect(maskFreeText('beni @hulya_k87 olarak ekle, @ işareti tek', 'X')).toBe('beni [kullanıcı adı] olarak ekle, @ işareti tek');
    expect(maskFreeText('Saat 23.30, 2026-11-28 gecesi 7.5 saat', 'X')).toBe('Saat 23.30, 2026-11-28 gecesi 7.5 saat');
  });
});
