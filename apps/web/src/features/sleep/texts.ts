import { SLEEP_FIELDS as F } from '@uyku/domain';

/**
 * Texts of the sleep diary (docs/product.md, "Sleep diary"). The original texts are kept letter
 * for letter; the fields' labels and bound messages live in the domain's field catalogue
 * (docs/decisions/018-sleep-field-catalogue.md) so the API and the exports use the same words.
 */
export const SLEEP_TEXTS = {
  pageTitle: 'Uyku Takibi',
  addRecord: 'Yeni Kayıt Ekle',
  firstRecord: 'İlk Kaydı Oluştur',
  recentRecords: (count: number) => `Son Kayıtlar (${count})`,
  /** The list's heading while the nights load: no count yet. */
  recentTitle: 'Son Kayıtlar',
  loading: 'Yükleniyor...',
  empty: 'Henüz uyku kaydınız yok. İlk gecenizi kaydederek başlayın.',
  loadFailed: 'Kayıtlar yüklenemedi.',
  /** Offline with nothing loaded yet (after a reload without a connection): no endless skeletons. */
  offlineNoData:
    'İnternet bağlantısı yok: kayıtlarınız bağlantı gelince yüklenecek. Bu arada yeni kayıt ekleyebilirsiniz; cihazınızda saklanır ve bağlantı gelince gönderilir.',
  /** Nights kept on the device, not yet on the server. */
  pendingTitle: (count: number) => `Gönderilmeyi Bekleyenler (${count})`,
  tiles: {
    count: 'Toplam Kayıt',
    quality: 'Ortalama Kalite',
    duration: 'Ortalama Süre',
    lastWeek: 'Son 7 Gün',
    none: '—',
  },
  record: {
    duration: 'Uyku süresi',
    deep: 'Derin',
    rem: 'REM',
    light: 'Hafif',
    minutes: 'dk',
    noStage: '—',
    efficiency: 'Verimlilik',
    quality: 'Kalite',
    edit: 'Düzenle',
    delete: 'Sil',
  },
  trend: {
    title: 'Son 30 Gün',
    quality: 'Uyku kalitesi (/10)',
    hours: 'Uyku süresi (saat)',
    qualityAxis: 'Kalite (/10)',
    hoursAxis: 'Süre (saat)',
    empty: 'Son 30 günde kayıt yok. Kayıt ekledikçe eğilimleriniz burada görünecek.',
  },
  deleteDialog: {
    title: 'Uyku kaydını sil',
    body: (date: string) => `${date} tarihli uyku kaydı kalıcı olarak silinecek. Emin misiniz?`,
    cancel: 'İptal',
    confirm: 'Sil',
    failed: 'Kayıt silinemedi',
  },
  form: {
    newTitle: 'Yeni Uyku Kaydı',
    editTitle: 'Uyku Kaydını Düzenle',
    back: 'Geri Dön',
    cancel: 'İptal',
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
    createFailed: 'Kayıt eklenemedi',
    /** A night kept on the device while offline (docs/decisions/021-offline-outbox.md). */
    queued: 'İnternet bağlantısı yok. Geceniz bu cihazda saklandı; bağlantı gelince kendiliğinden gönderilecek.',
    updateFailed: 'Kayıt güncellenemedi',
    editExisting: 'Mevcut Kaydı Düzenle',
    notFound: 'Uyku kaydı bulunamadı',
    tabs: ['Temel Bilgiler', 'Uyku Aşamaları', 'Etkileyen Faktörler', 'Ruh Hali ve Notlar'],
    tabHasError: 'bu sekmede düzeltilecek alan var',
    /** Near 'Kaydet' after a save the form refused: how many fields have a message. */
    invalidSummary: (count: number) => `${count} alanı kontrol edin`,
  },
  fields: {
    date: 'Tarih',
    dateHelp: 'Gecenin bittiği sabahın tarihi (ör. pazartesiyi salıya bağlayan gece için salı).',
    triedToSleep: F.tried_to_sleep_time.label,
    outOfBed: F.out_of_bed_time.label,
    waso: F.waso_minutes.label,
    csdTitle: 'İsteğe bağlı: ayrıntılı uyku günlüğü',
    csdHelp:
      'Yatıp bir süre kitap okuduysanız veya uyandıktan sonra yatakta kaldıysanız bu saatleri de girin; boş bırakırsanız yatış ve uyanma saatleri kullanılır. Gece uyanık kalma süresini tahmininizle yazın; akıllı saatin ölçtüğü uyanık süre Uyku Aşamaları sekmesinde ayrıca girilir.',
    longNightConfirm: F.long_night_confirmed.label,
    bedtime: F.bedtime.label,
    sleepTime: F.sleep_time.label,
    wakeTime: F.wake_time.label,
    quality: F.sleep_quality.label,
    awakenings: F.night_awakenings.label,
    snoring: F.snoring_level.label,
    rem: F.rem_duration.label,
    deep: F.deep_sleep_duration.label,
    light: F.light_sleep_duration.label,
    awake: F.awake_duration.label,
    heartRate: F.heart_rate.label,
    heartRateHelp: 'Ölçmediyseniz 0 bırakın',
    stagesHelp: 'Akıllı saat veya bileklikten okuyabilirsiniz; yoksa 0 bırakın.',
    stageTotal: 'Toplam Uyku (REM + Derin + Hafif)',
    stageTotalValue: (minutes: number, hours: string) => `${minutes} dakika (${hours} saat)`,
    partialStages:
      'Uyku süresi yalnızca REM, derin ve hafif uykunun üçü de girildiğinde aşamalardan hesaplanır. Şimdilik uykuya dalma ve uyanma saatlerinizden, uyanık geçen süre çıkarılarak hesaplanacak.',
    stress: F.stress_level.label,
    screenTime: F.screen_time.label,
    roomTemperature: F.room_temperature.label,
    mealTime: F.meal_time.label,
    factors: 'Gün içinde',
    caffeine: F.caffeine_intake.label,
    alcohol: F.alcohol_intake.label,
    exercise: F.exercise_done.label,
    medication: F.medication_taken.label,
    meditation: F.meditation_done.label,
    reading: F.reading_done.label,
    moodBefore: F.mood_before_sleep.label,
    moodAfter: F.mood_after_sleep.label,
    notes: F.notes.label,
    notesPlaceholder: 'Geceniz hakkında eklemek istedikleriniz (isteğe bağlı)',
  },
  units: { minutes: 'dk', bpm: 'atım/dk', celsius: '°C' },
  moods: ['Çok kötü', 'Kötü', 'Normal', 'İyi', 'Çok iyi'],
  untouched: {
    title: 'Bu gece gerçekten böyle miydi?',
    body: (labels: readonly string[]) =>
      `Şu cevaplar hiç değiştirilmedi: ${labels.join(', ')}. Bu değerler gerçekten dün geceyi anlatıyor mu?`,
    factors: (labels: readonly string[]) =>
      `'Etkileyen Faktörler' sekmesindeki hiçbir cevap değiştirilmedi (${labels.join(', ')}). Bunlar, araştırmacıya "Varsayılan (dokunulmadı)" olarak gösterilir.`,
    save: 'Evet, kaydet',
    edit: 'Düzenle',
  },
  /** Importing a wearable's nights (docs/product.md, "Sleep diary"; docs/sleep-metrics.md, "Device nights"). */
  deviceImport: {
    open: 'İçe Aktar',
    title: 'Akıllı Saat Verisini İçe Aktar',
    privacy:
      'Dosyanız telefonunuzdan çıkmaz: bu cihazda okunur ve yalnızca seçtiğiniz gecelerin saatleri ile uyku evresi dakikaları kaydedilir.',
    sources: 'Apple Sağlık (export.zip), Fitbit (Google Takeout zip veya sleep-*.json), Samsung Health (CSV), Oura (JSON), Garmin (JSON).',
    pick: 'Dosya Seç',
    reading: 'Dosya okunuyor…',
    progress: (percent: number) => `%${percent}`,
    progressLabel: 'Dosyanın okunan kısmı',
    failed: 'Dosya okunamadı. Dışa aktardığınız dosyayı değiştirmeden seçin.',
    none: 'Bu dosyada çalışma döneminize ait uyku gecesi bulunamadı.',
    found: (count: number) => `${count} gece bulundu`,
    outside: (count: number) => `Çalışma döneminiz dışında kalan ${count} gece gösterilmiyor.`,
    selectAll: 'Tümünü seç',
    vendors: { apple: 'Apple\u00a0Sağlık', fitbit: 'Fitbit', samsung: 'Samsung\u00a0Health', oura: 'Oura', garmin: 'Garmin' },
    // No-break spaces inside each pair: a phone's narrow line breaks only between the pairs.
    times: (bed: string, onset: string, wake: string) => `Yatış\u00a0${bed} · Uykuya\u00a0dalış\u00a0${onset} · Uyanış\u00a0${wake}`,
    stages: (rem: number, deep: number, light: number, awake: number) =>
      `REM\u00a0${rem} · Derin\u00a0${deep} · Hafif\u00a0${light} · Uyanık\u00a0${awake}\u00a0dk`,
    noStages: (awake: number) => `Evre verisi yok · Uyanık\u00a0${awake}\u00a0dk`,
    save: 'Seçilenleri Kaydet',
    saving: 'Kaydediliyor...',
    saveFailed: 'Geceler kaydedilemedi',
    close: 'Kapat',
    saved: (count: number) => `${count} gece kaydedildi. Günlükte 'Cihazdan Doldur' ile evre dakikalarını aktarabilirsiniz.`,
  },
  /** The diary form's button for a date that has a device night. */
  deviceFill: {
    button: 'Cihazdan Doldur',
    help: (vendor: string) => `${vendor} bu gece için saatleri ve evre dakikalarını kaydetmiş. Kontrol edip kaydedin.`,
    noStages: (vendor: string) => `${vendor} bu gece için saatleri ve yalnızca uyanık süresini kaydetmiş.`,
    filled: 'Cihazın saatleri ve dakikaları forma yazıldı; gerekirse düzeltip kaydedin.',
  },
  nightPreview: {
    inBed: 'Yatakta',
    latency: 'Uykuya dalma',
    asleep: 'Uyku',
    efficiency: 'Verimlilik',
    terminalWake: 'Son uyanıştan kalkışa',
  },
} as const;
