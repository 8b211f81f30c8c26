import { DEFAULT_GROUP_DESCRIPTIONS } from '@uyku/domain';

/** Texts of the sign-in and registration screens (docs/product.md, "Registration and sign-in"). */
export const AUTH_TEXTS = {
  login: {
    title: 'Giriş Yap',
    subtitle: 'Uyku ve stres takibinize devam etmek için giriş yapın',
    phone: 'Telefon Numarası',
    phonePlaceholder: '05XX XXX XX XX',
    password: 'Şifre',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor...',
    forgot: 'Şifremi Unuttum',
    status: 'Kayıt Durumumu Göster',
    noAccount: 'Hesabınız yok mu?',
    register: 'Kayıt Ol',
    failed: 'Giriş başarısız',
  },
  consent: {
    termsLink: 'Kullanıcı Sözleşmesi',
    termsAfter: "'ni okudum ve kabul ediyorum",
    privacyLink: 'KVKK Aydınlatma Metni',
    privacyAfter: "'ni okudum ve kişisel sağlık verilerimin işlenmesine açık rıza veriyorum",
    readTerms: 'Sözleşmeyi oku',
  },
  forgot: {
    title: 'Şifremi Unuttum',
    description:
      'Kayıtlı telefon numaranızı girin. Talebiniz admin tarafından onaylandıktan sonra yeni şifreniz size iletilecektir.',
    submit: 'Talep Gönder',
    submitting: 'Gönderiliyor...',
    back: 'Geri Dön',
    success: '✅ Talebiniz alındı! Admin onayından sonra yeni şifreniz SMS ile gönderilecektir.',
    failurePrefix: '❌ ',
    notRegistered: 'Telefon numarası sistemde kayıtlı değil',
  },
  register: {
    title: 'Kayıt Ol',
    subtitle: 'Uyku ve stres çalışmasına katılmak için hesap oluşturun',
    name: 'Ad Soyad',
    phone: 'Telefon Numarası',
    email: 'E-posta (isteğe bağlı)',
    group: 'Çalışma grubu',
    controlTitle: 'Kontrol Grubu',
    // The spec's descriptions; a study may show its own instead (docs/product.md, "Study").
    controlDescription: DEFAULT_GROUP_DESCRIPTIONS.control,
    experimentTitle: 'Deney Grubu',
    experimentDescription: DEFAULT_GROUP_DESCRIPTIONS.experiment,
    password: 'Şifre',
    passwordRepeat: 'Şifre Tekrar',
    submit: 'Kayıt Ol',
    submitting: 'Kaydediliyor...',
    haveAccount: 'Zaten hesabınız var mı?',
    toLogin: 'Giriş Yap',
    failed: 'Kayıt başarısız',
  },
  registered: {
    title: 'Kaydınız alındı!',
    body: 'Hesabınız admin onayından sonra aktif olacaktır. Onaylandıktan sonra telefon numaranız ve şifrenizle giriş yapabilirsiniz.',
    /** How the participant learns of the approval: no message is sent (docs/product.md, "Registration and sign-in"). */
    howToLearn:
      'Durumunuzu giriş sayfasındaki "Kayıt Durumumu Göster" bağlantısından telefon numaranızla istediğiniz zaman yeniden görebilirsiniz.',
    toLogin: 'Giriş Sayfasına Dön',
    toStatus: 'Kayıt Durumunu Göster',
  },
  agreement: {
    title: 'Kullanıcı Sözleşmesi',
    accept: 'Okudum, Kabul Ediyorum',
    close: 'Kapat',
    openFull: 'Tam metni yeni sekmede aç',
  },
} as const;

/** The acceptance screen after a legal text's version rose (docs/decisions/007-consent-after-a-legal-text-changes.md). */
export const CONSENT_UPDATE_TEXTS = {
  title: 'Yasal Metinler Güncellendi',
  subtitle: 'Devam etmeden önce güncellenen metinleri okuyup onaylamanız gerekiyor.',
  inForce: 'Yürürlükteki sürümler',
  version: (version: string, date: string) => `Sürüm ${version} · ${date}`,
  submit: 'Onaylıyorum ve Devam Et',
  submitting: 'Kaydediliyor...',
  failed: 'Onayınız kaydedilemedi',
  rights: 'Onaylamak istemiyorsanız Profil sayfasından verilerinizi indirebilir veya hesabınızı silebilirsiniz.',
  toProfile: 'Profil sayfasına git',
  logout: 'Çıkış Yap',
} as const;
