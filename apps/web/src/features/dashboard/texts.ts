/** Texts of the dashboard (docs/product.md, "Dashboard"). */
export const DASHBOARD_TEXTS = {
  pageTitle: 'Ana Sayfa',
  greeting: (name: string) => `Hoş geldiniz, ${name}`,
  subtitle: 'Uyku ve stres takibinize genel bakış',
  cards: {
    latest: 'Son Uyku Kalitesi',
    average: 'Ortalama Kalite',
    group: 'Grup',
    noRecord: 'Henüz kayıt yok',
    records: (count: number) => `${count} kayıt`,
    experiment: 'Deney',
    control: 'Kontrol',
    experimentHint: 'Gelişmiş özellikler açık',
    controlHint: 'Standart deneyim',
    none: '—',
  },
  reminder: {
    title: 'Dün geceki uykunuzu kaydedin',
    body: 'Günlüğünüz sabah, uykunuz aklınızdayken doldurulduğunda en doğru sonucu verir.',
    action: 'Şimdi Kaydet',
  },
  actions: {
    title: 'Hızlı İşlemler',
    sleep: 'Uyku Kaydı Ekle',
    support: 'Uzmana Yaz',
    relaxation: 'Rahatlatıcı Egzersizler',
    binaural: 'Binaural Ses Dinle',
  },
  recent: {
    title: 'Son Uyku Kayıtları',
    noNotes: 'Not eklenmemiş',
    empty: 'Henüz uyku kaydınız yok.',
    seeAll: 'Tümünü Gör',
    quality: 'Kalite',
    loadFailed: 'Kayıtlar yüklenemedi.',
  },
  beta: {
    title: 'Beta özellikler sizin için açık',
    body: 'Deney grubunda olduğunuz için rahatlama egzersizlerini ve binaural sesleri kullanabilirsiniz. Bu özellikler test aşamasındadır; deneyiminizi Uzman Desteği üzerinden bize iletebilirsiniz.',
  },
} as const;
