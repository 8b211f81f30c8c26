// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from '@uyku/domain';
import { PRIVACY_POLICY } from './privacy-text';
import { TERMS } from './terms-text';
import type { LegalText } from './types';

/** Every string a reader sees, in page order. */
function allStrings(text: LegalText): string[] {
  return [
    text.title,
    text.version,
    text.dateLabel,
    ...text.intro,
    ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? []), ...(s.closing ?? [])]),
  ];
}
const fullText = (text: LegalText) => allStrings(text).join('\n');
const sentencesWith = (text: LegalText, word: string) =>
  allStrings(text)
    .flatMap((s) => s.split(/(?<=[.;:])\s+/))
    .filter((sentence) => sentence.includes(word));

describe.each([
  ['privacy policy', PRIVACY_POLICY, LEGAL_DOCUMENTS.privacy],
  ['user agreement', TERMS, LEGAL_DOCUMENTS.terms],
])('%s', (_name, text, document) => {
  it('carries the title, version and date of the domain', () => {
    expect(text.title).toBe(document.title);
    expect(text.version).toBe(document.version);
    expect(text.date).toBe('2025-10-08');
    expect(text.dateLabel).toBe('8 Ekim 2025');
  });

  it('has a heading and content in every section, with unique headings', () => {
    expect(text.sections.length).toBeGreaterThan(10);
    for (const section of text.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length + (section.bullets?.length ?? 0)).toBeGreaterThan(0);
    }
    expect(new Set(text.sections.map((s) => s.heading)).size).toBe(text.sections.length);
  });

  it('contains no placeholders or stray markup', () => {
    const body = fullText(text);
    for (const marker of ['TODO', 'XXX', 'Lorem', '[', ']', '<', '>', '{', '}', 'undefined']) {
      expect(body).not.toContain(marker);
    }
  });
});

describe('privacy policy content', () => {
  const body = fullText(PRIVACY_POLICY);

  it('is a KVKK notice naming the law, explicit consent and the supervisory authority', () => {
    for (const phrase of [
      '6698',
      'açık rıza',
      'özel nitelikli',
      'bu platformu işleten araştırma ekibi',
      'Kişisel Verileri Koruma Kurulu',
    ]) {
      expect(body).toContain(phrase);
    }
  });

  it('lists the data processed, including the health data', () => {
    for (const phrase of [
      'ad soyad',
      'telefon numarası',
      'e-posta',
      'uyku kayıtları',
      'kalp atım hızı',
      'ruh hali',
      'stres',
      'anket',
      'mesajlar',
      'binaural',
      'oturum kayıtları',
      'onay kayıtları',
    ]) {
      expect(body).toContain(phrase);
    }
  });

  it('lists all nine rights of KVKK article 11, in the order of the statute', () => {
    const rights = PRIVACY_POLICY.sections.find((s) => s.heading.includes('11. Madde'));
    expect(rights?.labelledBullets).toBe(true);
    expect(rights?.bullets?.map((item) => item.slice(0, item.indexOf(')') + 1))).toEqual([
      'a)',
      'b)',
      'c)',
      'ç)',
      'd)',
      'e)',
      'f)',
      'g)',
      'ğ)',
    ]);
    for (const keyword of [
      'işlenip işlenmediğini',
      'bilgi talep',
      'amacına uygun',
      'üçüncü kişileri bilme',
      'düzeltilmesini',
      'silinmesini veya yok edilmesini',
      'bildirilmesini',
      'itiraz',
      'zararın giderilmesini',
    ]) {
      expect(rights?.bullets?.join('\n')).toContain(keyword);
    }
  });

  it('says how to apply, answered free of charge within 30 days', () => {
    expect(body).toContain('Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ');
    expect(sentencesWith(PRIVACY_POLICY, '30 gün').some((s) => s.includes('ücretsiz'))).toBe(true);
  });

  it('describes recipients, transfers abroad, retention, security and local storage of this platform', () => {
    for (const phrase of [
      'P0001',
      'yurt dışına aktarmaz',
      'anonim',
      'argon2id',
      'yalnızca özet olarak',
      'yerel depolama',
      'JSON',
      'kalıcı olarak sil',
      '18 yaş',
    ]) {
      expect(body).toContain(phrase);
    }
    expect(sentencesWith(PRIVACY_POLICY, 'çerez').join(' ')).toMatch(/kullanmaz/);
  });
});

describe('user agreement content', () => {
  const body = fullText(TERMS);

  it('promises at least 30 days of notice before any charging', () => {
    expect(body).toContain('ücretsiz');
    expect(sentencesWith(TERMS, '30 gün').some((s) => s.includes('ücret') && s.includes('en az'))).toBe(true);
  });

  it('may close accounts inactive for over 1 year and lets the user delete theirs at any time', () => {
    expect(sentencesWith(TERMS, '1 yıl').some((s) => s.includes('kapatılabilir'))).toBe(true);
    expect(body).toContain('dilediği zaman');
  });

  it('covers eligibility, medical disclaimer, audio safety, support hours and governing law', () => {
    for (const phrase of [
      '18 yaş',
      'velisinin veya vasisinin',
      'yönetici onayı',
      '112',
      'teşhis',
      'kulaklık',
      'araç kullanırken',
      'Epilepsi',
      'kalp',
      '09:00-18:00',
      'Türkiye Cumhuriyeti',
      'mahkemeleri',
    ]) {
      expect(body).toContain(phrase);
    }
    expect(sentencesWith(TERMS, '30 gün').some((s) => s.includes('talep'))).toBe(true);
  });
});
