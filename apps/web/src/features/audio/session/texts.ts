/** Texts shared by the two audio screens (the heart-rate modal and its messages). */
export const AUDIO_TEXTS = {
  beforeTitle: 'Ses Öncesi Kalp Atım Hızı',
  afterTitle: 'Ses Sonrası Kalp Atım Hızı',
  beforeHint: 'Başlamadan önce nabzınızı ölçün ve dakikadaki atım sayısını yazın.',
  afterHint: 'Bitti. Nabzınızı yeniden ölçün ve dakikadaki atım sayısını yazın.',
  heartRateLabel: 'Kalp atım hızı (atım/dk)',
  /** How to measure without a device; said in the modal so no one has to guess a number. */
  howToMeasure: 'Nabzınızı 15 saniye sayıp 4 ile çarpın. Bileğinizin iç yüzünden ya da boynunuzun yanından iki parmakla sayabilirsiniz.',
  placeholderHint: '72 yalnızca örnektir; kendi ölçtüğünüz değeri yazın.',
  notMeasured: 'Ölçemedim',
  endTitle: 'Oturumu bitirmek istiyor musunuz?',
  endBody: (minutes: string) => `Şu ana kadar ${minutes} dinlediniz. Bitirirseniz bu süre kaydedilir ve kalp atım hızınız sorulur.`,
  keepListening: 'Dinlemeye Devam Et',
  end: 'Bitir',
  heardMinutes: (seconds: number) => {
    const s = Math.max(0, Math.round(seconds));
    return s < 60 ? `${s} saniye` : `${Math.floor(s / 60)} dakika ${s % 60 ? `${s % 60} saniye` : ''}`.trim();
  },
  resumeTitle: 'Yarım kalan oturum',
  resumeHint: (name: string) => `“${name}” oturumunuz yarıda kaldı. Şimdi nabzınızı ölçüp yazın ya da “Ölçemedim”i seçin.`,
  start: 'Başlat',
  save: 'Kaydet',
  cancel: 'İptal',
  saved: 'Kalp atım hızı kaydedildi!',
  saveFailed: 'Kayıt başarısız oldu',
  playbackFailed: 'Ses dosyası oynatılamadı.',
  headphonesHint: 'Lütfen kulaklık takın ve tarayıcınızın ses izinlerini kontrol edin.',
  lockTitle: 'Beta Özellik',
  interventionClosedHelp: 'Çalışma planına göre bu içerikler yalnızca müdahale döneminizde açıktır. Bu arada uyku günlüğünüzü doldurmaya devam edin.',
  betaBadge: 'BETA ÖZELLİK - Sadece Deney Grubu',
  volume: 'Ses düzeyi',
  minutes: (m: number) => `${m} dk`,
  remaining: (seconds: number) => {
    const s = Math.max(0, Math.round(seconds));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} kaldı`;
  },
  paused: 'Duraklatıldı',
  playing: 'Oynatılıyor',
  platform: 'Uyku ve Stres Platformu',
} as const;
