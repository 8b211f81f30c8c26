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
  /** While the participant waits, and when nobody answered in time (docs/product.md, "Video"). */
  waitingCall: {
    /** The spec's expert hours, as the support page's hint says them. */
    expertHours: 'Uzmanlarımız hafta içi 09:00-18:00 saatleri arasında çevrimiçidir.',
    until: (time: string) => `Talebiniz ${time} saatine kadar bekler.`,
    expiredTitle: 'Uzman şu anda yanıt veremedi',
    expiredBody: 'Görüntülü görüşme talebinize zamanında yanıt verilemedi. Uzmana mesaj bırakabilirsiniz; en kısa sürede yanıtlanır.',
    leaveMessage: 'Mesaj Bırak',
    tryLater: 'Kapat',
  },
  /** The admin's notice of a new request, on any admin screen. */
  notice: {
    title: 'Görüntülü görüşme talebi',
    body: (name: string) => `${name} görüntülü görüşme bekliyor.`,
    more: (count: number) => `ve ${count} talep daha`,
    all: 'Tüm talepler',
    dismiss: 'Bildirimi kapat',
    soundOff: 'Bildirim sesini kapat',
    soundOn: 'Bildirim sesini aç',
  },
  requests: {
    title: 'Görüntülü Görüşme Talepleri',
    count: (count: number) => `${count} bekleyen talep`,
    empty: 'Bekleyen görüntülü görüşme talebi yok',
    loadFailed: 'Görüntülü görüşme talepleri yüklenemedi.',
    room: (roomId: string) => `Oda: ${roomId}`,
    /** When an unanswered request expires (the study's video wait). */
    expires: (time: string) => `Bekleme bitişi: ${time}`,
    rejected: 'Talep reddedildi',
  },
} as const;

export type VideoState = keyof typeof VIDEO_TEXTS.state;
