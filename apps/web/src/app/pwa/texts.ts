/** Turkish texts of the offline notice. */
export const OFFLINE_TEXTS = {
  title: 'Çevrimdışısınız',
  detail:
    'İnternet bağlantınız yok. Uyku kayıtları, nabız ölçümleri ve form işaretleri bu cihazda saklanır; bağlantı gelince gönderilir.',
} as const;
