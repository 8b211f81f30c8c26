import { unreadBadgeLabel } from '@uyku/domain';

/** Turkish texts of the support chat; the original ones letter for letter. */
export const CHAT_TEXTS = {
  pageTitle: 'Uzman Desteği',
  empty: 'Henüz mesaj yok',
  expert: 'Uzman',
  loading: 'Yükleniyor...',
  loadFailed: 'Mesajlar yüklenemedi.',
  retry: 'Tekrar Dene',
  listLabel: 'Mesajlar',
  inputLabel: 'Mesajınız',
  inputPlaceholder: 'Mesajınızı yazın...',
  send: 'Gönder',
  /** Beside a sent message the server has not answered yet. */
  sending: 'Gönderiliyor...',
  deleteMessage: 'Mesajı sil',
  sendFailed: (reason: string) => `Mesaj gönderilemedi: ${reason}`,
  unknownError: 'Bilinmeyen hata',
  deleteFailed: 'Mesaj silinemedi',
  conversationDeleteFailed: 'Konuşma silinemedi',
  reconnecting: 'Bağlantı yeniden kuruluyor…',
  confirm: {
    deleteMessageTitle: 'Mesaj silinsin mi?',
    deleteMessageBody: 'Bu mesaj kalıcı olarak silinecek.',
    deleteConversationTitle: 'Konuşma silinsin mi?',
    deleteConversationBody: (name: string) =>
      `${name} ile olan konuşmadaki tüm mesajlar kalıcı olarak silinecek. Bu işlem geri alınamaz.`,
    delete: 'Sil',
  },
  hints: {
    hoursTitle: 'Çalışma Saatleri',
    hoursBody:
      'Uzmanlarımız hafta içi 09:00-18:00 saatleri arasında çevrimiçidir. Mesajınızı dilediğiniz zaman bırakabilirsiniz.',
    videoTitle: 'Görüntülü Destek',
    videoBody: 'Görüntülü görüşmeler, güvenli bir görüşme platformu üzerinden yapılır.',
  },
  adminNote: {
    body: 'Uzman olarak katılımcıların mesajlarını Admin Panel’deki Mesajlar sekmesinden yanıtlayabilirsiniz.',
    action: 'Mesajlara Git',
  },
  bell: {
    label: (count: number) => (count > 0 ? `Mesajlar: ${unreadBadgeLabel(count)} okunmamış` : 'Mesajlar'),
  },
  admin: {
    title: 'Konuşmalar',
    count: (count: number) => `${count} konuşma`,
    messageCount: (count: number) => `${count} mesaj`,
    unread: (count: number) => `${count} okunmamış`,
    empty: 'Henüz konuşma yok',
    select: 'Yanıtlamak için soldaki listeden bir konuşma seçin.',
    back: 'Konuşmalara Dön',
    deleteConversation: 'Konuşmayı Sil',
    loadFailed: 'Konuşmalar yüklenemedi.',
  },
} as const;
