/** Turkish texts shared by the admin's sleep and heart-rate tabs (spec sections 5 and 8, letter for letter where quoted). */
export const DATA_TEXTS = {
  search: 'Katılımcı ara',
  searchHint: 'Ad veya telefon numarası',
  noMatch: 'Aramaya uyan katılımcı yok',
  loadMore: 'Daha Fazla Göster',
  loading: 'Yükleniyor...',
  loadFailed: 'Veriler yüklenemedi.',
  back: 'Geri Dön',
  downloadCsv: 'CSV İndir',
  downloading: 'İndiriliyor...',
  /** Spec section 5. */
  nothingToExport: 'Dışa aktarılacak veri yok!',
  /** Spec section 8. */
  downloadFailed: 'Veriler indirilemedi',
  records: (count: number) => `${count} kayıt`,
  lastRecord: 'Son kayıt',
  allRecords: (count: number) => `Tüm Kayıtlar (${count})`,
  participantsHeading: (count: number) => `Katılımcılar (${count})`,
  groups: { control: 'Kontrol', experiment: 'Deney' },
  none: '—',
} as const;
