/** Turkish texts of video support; the original ones letter for letter. */
export const VIDEO_TEXTS = {
  /** The participant's button on /support (docs/product.md, "Video"). */
  start: 'Görüntülü Görüşme',
  join: 'Katıl',
  reject: 'Reddet',
  startFailed: (reason: string) => `Video görüşme başlatılamadı: ${reason}`,
  joinFailed: 'Video görüşmeye katılınamadı',
  rejectFailed: 'Talep reddedilemedi',
  unknownError: 'Bilinmeyen hata',
  mediaUnavailable: 'Kamera veya mikrofona erişilemedi',
  rejectedByExpert: 'Uzman görüntülü görüşme talebinizi şu anda kabul edemedi. Lütfen daha sonra tekrar deneyin.',
  roomTitle: 'Görüntülü Görüşme',
  you: 'Siz',
  expert: 'Uzman',
  controls: {
    mute: 'Mikrofonu kapat',
    unmute: 'Mikrofonu aç',
    cameraOff: 'Kamerayı kapat',
    cameraOn: 'Kamerayı aç',
    hangUp: 'Görüşmeyi bitir',
    close: 'Kapat',
  },
  /** The connection state, always in view in the room. */
  state: {
    media: 'Kamera ve mikrofon açılıyor…',
    waiting: 'Uzmanın katılması bekleniyor…',
    connecting: 'Bağlanıyor…',
    connected: 'Bağlandı',
    reconnecting: 'Bağlantı koptu, yeniden deneniyor…',
    failed: 'Bağlantı kurulamadı',
    ended: 'Görüşme sona erdi',
    rejected: 'Talep reddedildi',
  },
  requests: {
    title: 'Görüntülü Görüşme Talepleri',
    count: (count: number) => `${count} bekleyen talep`,
    empty: 'Bekleyen görüntülü görüşme talebi yok',
    loadFailed: 'Görüntülü görüşme talepleri yüklenemedi.',
    room: (roomId: string) => `Oda: ${roomId}`,
    rejected: 'Talep reddedildi',
  },
} as const;

export type VideoState = keyof typeof VIDEO_TEXTS.state;
