/**
 * User-visible Turkish texts of the app shell and shared screens. The original texts are kept
 * letter for letter; a feature's own texts live in its folder, validation messages in the domain.
 */
export const TEXTS = {
  appTitle: 'Uyku ve Stres Platformu',
  common: {
    loading: 'Yükleniyor...',
    retry: 'Tekrar Dene',
    cancel: 'İptal',
    confirm: 'Onayla',
    save: 'Kaydet',
    back: 'Geri Dön',
    close: 'Kapat',
    genericError: 'Bir hata oluştu',
    /** In place of a section's skeletons while the device is offline: its request waits for the network. */
    waitingForNetwork: 'İnternet bağlantısı yok: bu bölüm bağlantı gelince yüklenecek.',
  },
  session: {
    verifyFailed: 'Oturumunuz doğrulanamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  },
  shell: {
    openMenu: 'Menüyü aç',
    adminBadge: 'ADMIN',
    betaBadge: 'BETA',
    logout: 'Çıkış Yap',
    menuLabel: 'Ana menü',
  },
  nav: {
    dashboard: 'Ana Sayfa',
    sleep: 'Uyku Takibi',
    relaxation: 'Rahatlama',
    binaural: 'Binaural Sesler',
    forms: 'Formlar',
    support: 'Uzman Desteği',
    profile: 'Profil',
    admin: 'Admin Panel',
    /** Read after 'Uyku Takibi' by screen readers while the menu's reminder dot shows. */
    sleepDue: 'dün gecenin kaydı bekleniyor',
  },
  password: {
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
    checklistTitle: 'Şifre gereksinimleri',
  },
  legalLinks: {
    terms: 'Kullanıcı Sözleşmesi',
    privacy: 'KVKK Aydınlatma Metni',
  },
} as const;
