/** Texts of an admin's /dashboard (docs/product.md, "Dashboard"): the researcher's day. */
export const ADMIN_DASHBOARD_TEXTS = {
  greeting: (name: string) => `Hoş geldiniz, ${name}`,
  subtitle: 'Çalışmanın bugünkü durumu: önce sizi bekleyenler.',
  loadFailed: 'Bekleyen işler yüklenemedi.',
  checklist: {
    title: 'Başlarken',
    intro: 'Katılımcıları onaylamadan önce çalışmayı ayarlayın: onay, katılımcının çalışma gününü başlatır.',
    study: 'Çalışmayı ayarlayın',
    studyHelp: 'Başlangıç tarihi, dönemler, randomizasyon ve grup açıklamaları',
    forms: 'Formları ekleyin',
    formsHelp: 'Ölçekler ve anketler, ölçüm günleriyle',
    approve: 'Katılımcıları onaylayın',
    approveHelp: 'Onay bekleyen kayıtlar',
    done: 'Tamamlandı',
    todo: 'Yapılacak',
  },
  shortcuts: {
    title: 'Kısayollar',
    users: 'Kullanıcılar',
    analysis: 'Analiz',
    messages: 'Mesajlar',
    study: 'Çalışma Ayarları',
  },
} as const;
