import type { RelaxationCategory } from '@uyku/domain';

/** Texts of the relaxation centre. */
export const RELAXATION_TEXTS = {
  pageTitle: 'Rahatlama Merkezi',
  intro: 'Uykudan önce birkaç dakika ayır. Bir içerik seç, nabzını yaz ve rahatça dinle.',
  lockText: 'Rahatlama merkezi şu anda seçili kullanıcılarla test edilmektedir. Bu özellik yalnızca deney grubundaki katılımcılara açıktır.',
  categories: {
    box_breathing: 'Kutu Nefesi',
    guided_imagery: 'Rehberli İmgeleme',
    progressive_relaxation: 'Progresif Gevşeme',
  } satisfies Record<RelaxationCategory, string>,
  categoriesLabel: 'Kategoriler',
  empty: 'Bu kategoride henüz içerik yok',
  loading: 'Yükleniyor...',
  start: 'Başlat',
  stop: 'Durdur',
  listens: (n: number) => `${n} kez dinlendi`,
  typeLabels: { audio: 'Ses', video: 'Video', other: 'Diğer' },
  tipTitle: 'İpucu',
  tip: 'Düzenli pratik en iyi sonucu verir: her gün aynı saatte, sessiz bir yerde dinlemeyi dene. Kulaklık kullanırsan sesler daha net ve sakin gelir.',
  breathing: { in: 'Nefes al', holdIn: 'Tut', out: 'Nefes ver', holdOut: 'Bekle' },
} as const;
