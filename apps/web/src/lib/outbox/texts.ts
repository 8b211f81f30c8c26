/** Turkish words of the outbox, shared by every list that shows kept writes. */
export const OUTBOX_TEXTS = {
  waiting: 'Gönderilmeyi bekliyor',
  refused: 'Gönderilemedi',
  discard: 'Vazgeç',
  waitingList: 'Gönderilmeyi bekleyen kayıtlar',
} as const;
