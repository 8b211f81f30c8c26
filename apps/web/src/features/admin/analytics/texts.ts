import type { AlertKind, AnalysisPopulation, AnalysisTstSource, GroupAssignment, ComparisonMetric, PrimaryMetric, StudyGroup } from '@uyku/domain';

/** Turkish texts of the 'Analiz' tab. */
export const ANALYTICS_TEXTS = {
  loading: 'Analiz hazırlanıyor…',
  loadFailed: 'Analiz yüklenemedi.',
  groups: { control: 'Kontrol', experiment: 'Deney' } satisfies Record<StudyGroup, string>,
  metrics: {
    sleepQuality: 'Uyku kalitesi',
    totalSleep: 'Toplam uyku süresi (dk)',
    sleepEfficiency: 'Uyku verimliliği (%)',
    sleepOnsetLatency: 'Uykuya dalma süresi (dk)',
    awakenings: 'Gece uyanma sayısı',
    stress: 'Stres',
    waso: 'Uyku sonrası uyanıklık (dk)',
  } satisfies Record<ComparisonMetric | PrimaryMetric, string>,
  populations: {
    itt: 'Atanan gruba göre (ITT)',
    perProtocol: 'Protokole uygun (PP)',
  } satisfies Record<AnalysisPopulation, string>,
  populationNotes: {
    itt: 'Herkes ilk atandığı (ya da kayıtta seçtiği) grupta; sonradan grup değiştirenler de.',
    perProtocol: 'Grup değiştiren katılımcılar hariç.',
  } satisfies Record<AnalysisPopulation, string>,
  /** The first-arm population when the arms were not (all) randomised: not an ITT analysis of a trial. */
  selfSelected: 'Seçilen gruba göre (kendi seçimi)',
  selfSelectedNote:
    'Gruplar randomizasyonla değil katılımcıların kendi seçimiyle oluştu: bu karşılaştırma gözlemseldir, gruplar arasındaki fark seçimden kaynaklanabilir. Herkes kayıtta seçtiği grupta; sonradan grup değiştirenler de.',
  exploratory: 'Keşfedici analiz',
  consort: {
    title: 'Katılımcı akışı (CONSORT 2010)',
    intro:
      'Kayıttan analize her aşamadaki katılımcı sayısı, canlı verilerden: kim kaydoldu, hangi gruba nasıl alındı, müdahaleyi aldı mı, ayrıldı ya da izlemde kayboldu mu, analize girdi mi ve girmediyse neden. Her kutu, ondan çıkan kutuların toplamıdır.',
    download: 'Akış Şemasını İndir (SVG)',
    loading: 'Akış şeması hazırlanıyor…',
    failed: 'Akış şeması yüklenemedi.',
    alt: (registered: number, allocated: number) => `CONSORT akış şeması: ${registered} kayıt, ${allocated} gruba alınan`,
  },
  planUnlockedHelp: "Birincil sonucu ve analiz kurallarını veriler gelmeden önce Çalışma sekmesinde 'Analiz Planını Kilitle' ile sabitleyin; o zamana kadar her sonuç keşfedicidir.",
  tstSource: {
    label: 'Uyku süresi kaynağı',
    options: {
      diary: 'Günlük (saatler)',
      device: 'Cihaz (içe aktarılan geceler)',
      stage_sum: 'Günlükteki evre toplamı',
    } satisfies Record<AnalysisTstSource, string>,
    note: (source: string) => `Uyku süresi ve uyku verimliliği: ${source}`,
  },
  primaryOutcome: 'Birincil sonuç',
  secondaryNote: 'Diğer ölçümler ikincil sonuçtur; p değerleri Holm yöntemiyle düzeltilir.',
  primary: {
    title: 'Birincil analiz: başlangıçtan müdahale dönemine değişim',
    intro: 'Her katılımcı için müdahale gecelerinin ortalaması eksi başlangıç gecelerinin ortalaması; iki kolun değişimleri Welch t-testi ile karşılaştırılır (deney − kontrol). ANCOVA aynı farkı başlangıç ortalamasına göre düzeltir.',
    chartTitle: 'Ortalama değişim (kol başına, ITT)',
    summaryTitle: (metric: string) => `Birincil sonuç: ${metric}`,
    summaryLabel: 'Birincil sonuç, ITT ve PP yan yana',
    sensitivity: 'En az 1 gece (duyarlılık)',
    summaryRow: 'Sonuç',
    participantsRow: 'n (katılımcı): kontrol / deney',
    changeRow: 'Değişim farkı [%95 GA] (Welch)',
    testRow: 't (sd), p',
    hedgesRow: 'Hedges g [%95 GA]',
    cohenRow: 'Cohen d [%95 GA]',
    ancovaRow: 'ANCOVA: başlangıca göre düzeltilmiş fark [%95 GA], p',
    tableTitle: (population: string) => `Tüm ölçümler: ${population}`,
    excludedTitle: (population: string) => `Analiz dışı kalan katılımcılar: ${population}`,
    noneExcluded: 'Analiz dışı kalan katılımcı yok.',
    included: (control: number, experiment: number) => `${control} kontrol, ${experiment} deney katılımcısı`,
  },
  verdict: {
    better: (group: string, metric: string) => `${group} grubu daha iyi: ${metric}`,
    significant: 'anlamlı (p < 0,05)',
    notSignificant: 'anlamlı değil (p ≥ 0,05)',
    noResult: 'Karşılaştırma için her kolda en az iki katılımcı gerekir.',
  },
  table: {
    measure: 'Ölçüm',
    measureAndBetter: 'Ölçüm (daha iyi olan kol)',
    meanSd: (group: string) => `${group} ort. ± SS (n)`,
    meanSdBoth: 'Ort. ± SS (n katılımcı)',
    difference: 'Fark [%95 GA]',
    welch: 'Welch t (sd)',
    df: (df: string) => `sd ${df}`,
    p: 'p',
    pHolm: 'Düzeltilmiş p (Holm)',
    primaryCell: 'birincil',
    hedges: 'Hedges g [%95 GA] / Cohen d',
    cohen: 'Cohen d [%95 GA]',
    ancova: 'ANCOVA: düzeltilmiş fark [%95 GA]',
    better: 'Daha iyi',
    noResult: '—',
  },
  dose: {
    title: 'Doz: dinleme süresi ve uyku verimliliği değişimi (deney kolu)',
    x: 'Müdahale döneminde dinleme (dk)',
    point: (minutes: string, change: string) => `${minutes} dk, ${change}`,
    y: 'Uyku verimliliği değişimi (puan)',
    correlation: (r: string, p: string, n: number) => `Pearson r = ${r}, p = ${p}, n = ${n}`,
    none: 'Korelasyon için en az üç deney katılımcısı gerekir.',
  },
  compare: {
    title: 'Grup karşılaştırması',
    intro: 'Seçilen tarih aralığında her katılımcının ortalaması bir gözlemdir; her katılımcı bir kez, atandığı grupta sayılır.',
    from: 'Başlangıç',
    to: 'Bitiş',
    counts: (group: string, participants: number, records: number) => `${group}: ${participants} katılımcı, ${records} kayıt`,
    trendTitle: 'Haftalık uyku verimliliği, ITT (çalışma haftası; gün 1 = çalışmaya başlama tarihi; katılımcı ortalamalarının ortalaması)',
    week: 'Hafta',
  },
  heartRate: {
    title: 'Ses içeriği öncesi ve sonrası kalp atım hızı',
    loadFailed: 'Kalp atım hızı analizi yüklenemedi.',
    type: 'Tür',
    item: 'İçerik',
    sessions: 'Katılımcı (oturum)',
    before: 'Önce',
    after: 'Sonra',
    change: 'Değişim [%95 GA]',
    test: 't (sd), p; n = katılımcı',
    relaxation: 'Rahatlama',
    binaural: 'Binaural',
    all: 'Tümü',
    empty: 'Henüz kalp atım hızı oturumu yok.',
    measuredOnly: 'Yalnızca ölçülen değerler',
    emptyMeasured: 'Öncesi ve sonrası kamera ya da Bluetooth ölçerle ölçülen oturum henüz yok.',
    measuredOnlyHelp: 'Kamera ya da Bluetooth ölçerle ölçülen öncesi ve sonrası değerler; elle yazılanlar dışarıda kalır.',
    methodCounts: (manual: number, camera: number, bluetooth: number) => `Elle: ${manual} · Kamera: ${camera} · Bluetooth: ${bluetooth}`,
    methodCountsLabel: 'Analize giren değerler',
    mixedMethods: (n: number) => `Öncesi ve sonrası farklı yöntemle: ${n} çift`,
    delayed: (n: number, excluded: boolean) =>
      `Sonraki değeri 15 dakikadan geç girilen: ${n} çift${excluded ? ' (analiz planı gereği dahil edilmedi)' : ' (dahil edildi)'}`,
  },
  adherence: {
    title: 'Uyum',
    loadFailed: 'Uyum bilgisi yüklenemedi.',
    participant: 'Katılımcı',
    group: 'Grup',
    allocated: 'Atanan kol',
    days: (n: number) => `Son ${n} gün`,
    streak: 'Seri',
    lastEntry: 'Son kayıt',
    lastActivity: 'Son etkinlik',
    silentTitle: '3 gün veya daha uzun süredir kayıt girmeyenler',
    silentDays: (n: number) => `${n} gündür kayıt yok`,
    noneSilent: 'Sessiz kalan katılımcı yok.',
  },
  alerts: {
    title: 'Uyarılar',
    kinds: {
      stress: 'Art arda 3 kayıtta stres 8 veya üzeri',
      efficiency: 'Son 7 kaydın 5’inde uyku verimliliği %85’in altında',
    } satisfies Record<AlertKind, string>,
    night: (day: string) => `Son gece: ${day}`,
    acknowledge: 'Görüldü olarak işaretle',
    acknowledged: (when: string) => `Görüldü: ${when}`,
    none: 'Uyarı yok.',
    loadFailed: 'Uyarılar yüklenemedi.',
    failed: 'Uyarı işaretlenemedi.',
  },
  export: {
    button: 'Tüm çalışmayı indir (ZIP)',
    progress: (kib: string) => `İndiriliyor… ${kib} KB`,
    failed: 'Veriler indirilemedi',
  },
} as const;

/** The population's name: 'Atanan gruba göre (ITT)' only when every arm was randomised. */
export function populationLabel(population: AnalysisPopulation, assignment: GroupAssignment): string {
  return population === 'itt' && assignment !== 'randomised' ? ANALYTICS_TEXTS.selfSelected : ANALYTICS_TEXTS.populations[population];
}

export function populationNote(population: AnalysisPopulation, assignment: GroupAssignment): string {
  return population === 'itt' && assignment !== 'randomised' ? ANALYTICS_TEXTS.selfSelectedNote : ANALYTICS_TEXTS.populationNotes[population];
}
