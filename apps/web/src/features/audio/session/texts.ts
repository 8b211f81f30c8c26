/** Texts shared by the two audio screens (the heart-rate modal and its messages). */
export const AUDIO_TEXTS = {
  beforeTitle: 'Ses Öncesi Kalp Atım Hızı',
  afterTitle: 'Ses Sonrası Kalp Atım Hızı',
  beforeHint: 'Başlamadan önce nabzını ölç ve dakikadaki atım sayısını yaz.',
  afterHint: 'Bitti. Nabzını yeniden ölç ve dakikadaki atım sayısını yaz.',
  heartRateLabel: 'Kalp atım hızı (atım/dk)',
  start: 'Başlat',
  save: 'Kaydet',
  cancel: 'İptal',
  saved: 'Kalp atım hızı kaydedildi!',
  saveFailed: 'Kayıt başarısız oldu',
  playbackFailed: 'Ses dosyası oynatılamadı.',
  headphonesHint: 'Lütfen kulaklık takın ve tarayıcınızın ses izinlerini kontrol edin.',
  lockTitle: 'Beta Özellik',
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
