/** Texts of an admin's /dashboard (docs/product.md, "Dashboard"): the researcher's day. */
export const ADMIN_DASHBOARD_TEXTS = {
  greeting: (name: string) => `Hoş geldiniz, ${name}`,
  subtitle: 'Çalışmanın bugünkü durumu: önce sizi bekleyenler.',
  loadFailed: 'Bekleyen işler yüklenemedi.',
  shortcuts: {
    title: 'Kısayollar',
    users: 'Kullanıcılar',
    analysis: 'Analiz',
    messages: 'Mesajlar',
    study: 'Çalışma Ayarları',
  },
} as const;
