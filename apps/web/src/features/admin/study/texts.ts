/** Texts of the 'Çalışma' tab (an addition to the original screens, written in their register). */
export const STUDY_TEXTS = {
  heading: 'Çalışma Ayarları',
  timeline: 'Zaman Çizelgesi',
  startDate: 'Çalışma başlangıç tarihi',
  startDateHelp:
    'Çalışmanın veri toplamaya başladığı gün: yöntem metnine yazılır ve müdahale içerikleri bu günden önce açılmaz. Her katılımcının 1. günü yine kendi onay tarihidir.',
  fixFields: 'Ayarlar kaydedilmedi: işaretli alanları düzeltin.',
  studyContact: 'Araştırma ekibine ulaşma bilgisi',
  studyContactPlaceholder: 'ör. uyku.calismasi@universite.edu.tr · 0212 000 00 00 (hafta içi 10.00–16.00)',
  studyContactHelp: (length: number, max: number) =>
    `Kayıt olan kişiler onay beklerken kayıt durumu sayfasında görür. ${length}/${max} karakter.`,
  questionHelp: 'Katılımcıya kayıtta sorulur; günlük dilde yazın (ör. "Düzenli ilaç kullanıyor musunuz?").',
  baselineDays: 'Başlangıç (gün)',
  interventionDays: 'Müdahale (gün)',
  followUpDays: 'İzlem (gün)',
  timelineHelp:
    'Her katılımcının 1. çalışma günü, kayıt (onay) tarihidir. Başlangıç, müdahale ve izlem evreleri bu günden itibaren sırayla sayılır.',
  allocation: 'Grup Ataması',
  // A switch's label names the setting, not its state: 'açık' beside a switch that is off misled.
  randomise: 'Randomizasyon (blok randomizasyonu)',
  randomiseHelp: 'Kapalıyken katılımcılar grubunu kayıt sırasında kendisi seçer. Açıkken grup sunucuda, bloklar halinde atanır.',
  blockSize: 'Blok büyüklüğü',
  concealed:
    'Atama listesi, randomizasyon açıldığında sunucunun kriptografik rastgele sayı üreticisiyle çekilir ve mühürlenir: liste kimseye gösterilmez, yalnızca özeti (SHA-256) yayımlanır. Katılımcı, yönetici onayıyla (uygunluk doğrulandığında) atanır; onaylanmayan kayıt sıra kullanmaz.',
  sealTitle: 'Atama Listesi',
  sealNone: 'Randomizasyon açıldığında atama listesi çekilip mühürlenir.',
  sealHelp:
    'Özet, liste açıldığında herkesin listeyi ve tuzu kullanarak yeniden hesaplayabileceği SHA-256 değeridir; çalışma ZIP dosyasında allocation_commitment.txt olarak bulunur. Listeyi açmak gizli atamayı bitirir: tüm atamalar tamamlandığında açın.',
  reveal: 'Atama Listesini Aç',
  revealTitle: 'Atama listesi açılsın mı?',
  revealBody:
    'Liste ve tuzu çalışma ZIP dosyasına eklenir ve gizli atama sona erer: bundan sonra hiçbir katılımcı randomizasyonla atanamaz. Bu işlem geri alınamaz ve işlem geçmişine kaydedilir.',
  revealConfirm: 'Listeyi Aç',
  revealed: (date: string) => `Atama listesi açıldı: ${date}. Liste ve tuz çalışma ZIP dosyasında; yeni randomizasyon yapılmaz.`,
  followUpAudio: 'Takip döneminde ses içerikleri açık kalsın',
  followUpAudioHelp:
    'Başlangıç tarihi ve müdahale süresi girildiğinde deney grubu rahatlama, binaural ve nabız bölümlerine yalnızca kendi müdahale döneminde erişir; başlangıç dönemindeki geceler böylece hiçbir müdahale görmeden kaydedilir. Bu seçenek açıksa içerikler takip döneminde de açık kalır.',
  planTitle: 'Analiz Planı',
  planHelp:
    'Birincil sonuç, dönem uzunlukları, popülasyonlar, dönem başına en az gece, uyku süresi kaynağı ve nabız eşleştirme kuralları analiz planıdır. Veriler gelmeden önce kilitleyin: kilitlendikten sonra her değişiklik gerekçesiyle birlikte geçmişe yazılır ve çalışma ZIP dosyasındaki analysis_plan.json ile birlikte verilir.',
  minNights: 'Analize girmek için dönem başına en az gece',
  minNightsHelp: (min: number, max: number) =>
    `Başlangıç ve müdahale dönemlerinin her birinde bundan az gecesi olan katılımcı tam veri analizine girmez (${min}–${max}).`,
  analysisTstSource: 'Birincil analizin uyku süresi kaynağı',
  measuredOnly: 'Nabız analizinde yalnızca ölçülen değerler (kamera veya Bluetooth)',
  excludeDelayed: 'Sonraki nabzı oturum bittikten 15 dakikadan sonra girilen çiftleri nabız analizine alma',
  untouchedStressMissing: 'Dokunulmadan kaydedilen stres yanıtını analizde eksik say',
  untouchedStressMissingHelp:
    "Katılımcı 'Etkileyen Faktörler' sekmesini açmadan kaydettiğinde stres, formun varsayılanı olan 3 olarak saklanır ve araştırmacıya 'Varsayılan (dokunulmadı)' olarak gösterilir. Açıkken bu değerler analizlerde ve nights_long.csv'de eksik sayılır.",
  lockPlan: 'Analiz Planını Kilitle',
  lockPlanTitle: 'Analiz planı kilitlensin mi?',
  lockPlanBody:
    'Planın bugünkü hali, tarihi ve SHA-256 özeti saklanır. Sonraki her değişiklik için en az 20 karakterlik bir gerekçe istenir ve değişiklik geçmişe yazılır.',
  lockPlanConfirm: 'Kilitle',
  planReason: 'Plan değişikliğinin gerekçesi',
  planReasonHelp: 'Analiz planı kilitli: bu değişiklik için en az 20 karakterlik bir gerekçe yazın. Gerekçe geçmişe yazılır.',
  planHistory: 'Plan değişiklikleri',
  planHistoryRow: (date: string, who: string | null, reason: string) => `${date}${who ? ` · ${who}` : ''}: ${reason}`,
  analysis: 'Analiz',
  primaryOutcome: 'Birincil sonuç',
  primaryOutcomeHelp:
    'Analiz sekmesindeki birincil karşılaştırma bu ölçümdür; diğer ölçümlerin p değerleri Holm yöntemiyle düzeltilir. Veri toplanmadan önce belirleyin: her değişiklik işlem geçmişine kaydedilir.',
  support: 'Uzman Desteği',
  videoWait: 'Görüntülü görüşme bekleme süresi (dakika)',
  heartRateReference: 'Kalp atım hızı doğrulaması',
  heartRateReferenceHelp:
    'Açıkken kamera ya da Bluetooth ile ölçülen nabzın altında isteğe bağlı bir "Referans cihaz değeri" alanı çıkar: katılımcı aynı anda nabız oksimetresinin ya da göğüs bandının gösterdiğini yazar. Kalp atım hızı sekmesi bu çiftlerden Bland–Altman uyumunu hesaplar. Doğrulama bitince kapatın; katılımcıya fazladan soru sorulmasın.',
  afterWindow: 'Yarıda kalan oturumda nabız sorma süresi (saat)',
  afterWindowHelp: (min: number, max: number) =>
    `Telefonun kapattığı bir rahatlama ya da binaural oturumunun sonrası nabzı, katılımcı geri döndüğünde bu süre içinde sorulur (${min}–${max} saat); sonra oturum, sonrası "sorulamadı" olarak kaydedilir. Saatler sonra ölçülen nabız sesin etkisini göstermez.`,
  videoWaitHelp: (min: number, max: number) =>
    `Yanıtlanmayan görüntülü görüşme talebi bu süreden sonra düşer: katılımcıya mesaj bırakması önerilir, talep yöneticilerin listesinden kalkar. ${min}–${max} dakika.`,
  descriptions: 'Kayıtta Gösterilen Grup Açıklamaları',
  descriptionsWhy:
    "Randomizasyon kapalıyken katılımcı grubunu kayıtta kendisi seçer. 'Gelişmiş özellikler' gibi bir vaat, beklentisi ya da isteği yüksek olanları deney grubuna çeker: gruplar daha başlangıçta farklılaşır ve sonuçtaki fark müdahaleden değil bu seçimden kaynaklanabilir (kendi kendini seçme yanlılığı). İki grup için de özellik vaat etmeyen, birbirine denk açıklamalar kullanın.",
  descriptionsRecorded:
    'Her katılımcının seçim anında gördüğü açıklamalar Atama Kaydı tablosuna yazılır. Grup adları (Kontrol Grubu, Deney Grubu) değişmez.',
  controlDescription: "'Kontrol Grubu' altındaki açıklama",
  experimentDescription: "'Deney Grubu' altındaki açıklama",
  descriptionHelp: (fallback: string, length: number, max: number) => `Boş bırakılırsa: '${fallback}' · ${length}/${max}`,
  useNeutral: 'Tarafsız açıklamaları kullan',
  useDefaults: 'Varsayılan açıklamalara dön',
  /** A neutral pair: equal wording, no promised features, the letters only telling the groups apart. */
  neutral: {
    control: 'Grup A: çalışmanın iki kolundan biri. Hangi kolun daha yararlı olduğu henüz bilinmiyor.',
    experiment: 'Grup B: çalışmanın iki kolundan biri. Hangi kolun daha yararlı olduğu henüz bilinmiyor.',
  },
  question: 'Tabakalama sorusu (isteğe bağlı)',
  options: 'Seçenekler (virgülle ayırın)',
  locked:
    'İlk katılımcı atandıktan sonra atama yöntemi, blok büyüklüğü ve tabakalama sorusu ile seçenekleri değiştirilemez: bu ayarlar salt okunurdur.',
  save: 'Kaydet',
  saving: 'Kaydediliyor...',
  log: 'Atama Kaydı',
  logHelp:
    'Randomizasyonla yapılan atamalar ve kayıtta grubunu kendisi seçenler; seçenlerin o anda gördüğü grup açıklamalarıyla.',
  logEmpty: 'Henüz atama ya da grup seçimi yok.',
  logLoadFailed: 'Atama kaydı yüklenemedi.',
  method: 'Yöntem',
  shown: 'Gösterilen açıklamalar',
  shownControl: (text: string) => `Kontrol: ${text}`,
  shownExperiment: (text: string) => `Deney: ${text}`,
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
