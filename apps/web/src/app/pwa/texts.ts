/** Turkish texts of the offline notice. */
export const OFFLINE_TEXTS = {
  title: 'Çevrimdışısınız',
  detail: 'İnternet bağlantınız yok. Bağlantı gelince bilgileriniz yeniden yüklenir; kaydetmek için bağlantıyı bekleyin.',
} as const;
