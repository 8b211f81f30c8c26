/** Texts of the 'Çalışma' tab (an addition to the original screens, written in their register). */
export const STUDY_TEXTS = {
  heading: 'Çalışma Ayarları',
  timeline: 'Zaman Çizelgesi',
  startDate: 'Çalışma başlangıç tarihi',
  baselineDays: 'Başlangıç (gün)',
  interventionDays: 'Müdahale (gün)',
  followUpDays: 'İzlem (gün)',
  timelineHelp:
    'Her katılımcının 1. çalışma günü, kayıt (onay) tarihidir. Başlangıç, müdahale ve izlem evreleri bu günden itibaren sırayla sayılır.',
  allocation: 'Grup Ataması',
  randomise: 'Randomizasyon (blok randomizasyonu) açık',
  randomiseHelp: 'Kapalıyken katılımcılar grubunu kayıt sırasında kendisi seçer. Açıkken grup sunucuda, bloklar halinde atanır.',
  blockSize: 'Blok büyüklüğü',
  concealed:
    'Atama dizisi gizlidir: tohumu sunucu üretir ve kimseye gösterilmez. Katılımcı, yönetici onayıyla (uygunluk doğrulandığında) atanır; onaylanmayan kayıt sıra kullanmaz.',
  analysis: 'Analiz',
  primaryOutcome: 'Birincil sonuç',
  primaryOutcomeHelp:
    'Analiz sekmesindeki birincil karşılaştırma bu ölçümdür; diğer ölçümlerin p değerleri Holm yöntemiyle düzeltilir. Veri toplanmadan önce belirleyin: her değişiklik işlem geçmişine kaydedilir.',
  question: 'Tabakalama sorusu (isteğe bağlı)',
  options: 'Seçenekler (virgülle ayırın)',
  locked: 'İlk atamadan sonra blok büyüklüğü ve tabakalama değiştirilemez.',
  save: 'Kaydet',
  saving: 'Kaydediliyor...',
  log: 'Randomizasyon Kaydı',
  logEmpty: 'Henüz atama yapılmadı.',
  code: 'Katılımcı',
  time: 'Zaman',
  stratum: 'Tabaka',
  block: 'Blok',
  position: 'Sıra',
  result: 'Grup',
  loadFailed: 'Çalışma ayarları yüklenemedi',
  phases: (b: number, i: number, f: number) =>
    `Gün 1–${b}: Başlangıç · Gün ${b + 1}–${b + i}: Müdahale · Gün ${b + i + 1}–${b + i + f}: İzlem`,
} as const;
