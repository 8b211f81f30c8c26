import type { RelaxationCategory } from '@uyku/domain';

/** Texts of the relaxation centre. */
export const RELAXATION_TEXTS = {
  pageTitle: 'Rahatlama Merkezi',
  intro: 'Uykudan önce birkaç dakika ayırın. Bir içerik seçin, nabzınızı yazın ve rahatça dinleyin.',
  lockText: 'Rahatlama merkezi şu anda seçili kullanıcılarla test edilmektedir. Bu özellik yalnızca deney grubundaki katılımcılara açıktır.',
  categories: {
    box_breathing: 'Kutu Nefesi',
    guided_imagery: 'Rehberli İmgeleme',
    progressive_relaxation: 'Progresif Gevşeme',
  } satisfies Record<RelaxationCategory, string>,
  categoriesLabel: 'Kategoriler',
  empty: 'Bu kategoride henüz içerik yok',
  loading: 'Yükleniyor...',
  loadFailed: 'Rahatlama içerikleri yüklenemedi.',
  start: 'Başlat',
  stop: 'Durdur',
  listens: (n: number) => `${n} kez dinlendi`,
  typeLabels: { audio: 'Ses', video: 'Video', other: 'Diğer' },
  tipTitle: 'İpucu',
  tip: 'Düzenli pratik en iyi sonucu verir: her gün aynı saatte, sessiz bir yerde dinlemeyi deneyin. Kulaklık kullanırsanız sesler daha net ve sakin gelir.',
  // The pacer's cues speak to the participant as every other text does ('siz').
  breathing: { in: 'Nefes alın', holdIn: 'Tutun', out: 'Nefes verin', holdOut: 'Bekleyin' },
} as const;
