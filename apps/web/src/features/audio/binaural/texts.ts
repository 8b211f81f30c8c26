import type { BrainwaveType } from '@uyku/domain';

/** Texts of the binaural sounds screen. */
export const BINAURAL_TEXTS = {
  pageTitle: 'Binaural Sesler',
  lockText:
    'Binaural sesler şu anda seçili kullanıcılarla test edilmektedir. Bu özellik yalnızca deney grubundaki katılımcılara açıktır.',
  infoTitle: 'Binaural ritim nedir?',
  info: 'Her kulağa biraz farklı frekansta bir ses gelir; beyin aradaki farkı yavaş bir ritim olarak algılar. Bu etkinin oluşması için kulaklık gereklidir.',
  headphonesRequired: 'Kulaklık gereklidir',
  headphoneCheck: 'Kulaklık Testi',
  headphoneLeft: 'Şimdi sol kulağınızda duymalısınız',
  headphoneRight: 'Şimdi sağ kulağınızda duymalısınız',
  bands: {
    delta: { name: 'Delta', range: '0.5-4 Hz', purpose: 'Derin uyku' },
    theta: { name: 'Teta', range: '4-8 Hz', purpose: 'Meditasyon' },
    alpha: { name: 'Alfa', range: '8-13 Hz', purpose: 'Rahatlama' },
  } satisfies Record<BrainwaveType, { name: string; range: string; purpose: string }>,
  bandsLabel: 'Beyin dalgası türleri',
  empty: 'Bu kategoride henüz ses yok',
  loadFailed: 'Binaural sesler yüklenemedi.',
  loading: 'Yükleniyor...',
  play: 'Dinle',
  stop: 'Durdur',
  baseFrequency: (hz: number) => `Taşıyıcı frekans: ${hz} Hz`,
  beatFrequency: (hz: number) => `Binaural frekans: ${hz} Hz`,
  // No-break spaces keep a number with its unit when the line wraps on a phone ('Ritim 2' / 'Hz').
  ears: (base: number, beat: number) =>
    `Sol kulak\u00a0${base}\u00a0Hz · Sağ kulak\u00a0${base + beat}\u00a0Hz · Ritim\u00a0${beat}\u00a0Hz`,
  plays: (n: number) => `${n} kez dinlendi`,
} as const;
