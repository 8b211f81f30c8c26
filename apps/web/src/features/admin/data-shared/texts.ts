/** Turkish texts shared by the admin's sleep and heart-rate tabs (the original ones letter for letter). */
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
  /** A download with no rows: nothing is fetched. */
  nothingToExport: 'Dışa aktarılacak veri yok!',
  /** A failed download. */
  downloadFailed: 'Veriler indirilemedi',
  records: (count: number) => `${count} kayıt`,
  lastRecord: 'Son kayıt',
  allRecords: (count: number) => `Tüm Kayıtlar (${count})`,
  participantsHeading: (count: number) => `Katılımcılar (${count})`,
  groups: { control: 'Kontrol', experiment: 'Deney' },
  none: '—',
} as const;
