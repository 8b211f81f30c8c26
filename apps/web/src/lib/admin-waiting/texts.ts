import type { AdminWaitingKind } from '@uyku/domain';

/** Turkish texts of what waits for an admin (docs/product.md, "What waits"). */
export const WAITING_TEXTS = {
  heading: 'Sizi bekleyenler',
  nothing: 'Şu anda bekleyen bir iş yok.',
  /** One line per kind, as a link into its /admin tab. */
  line: {
    approvals: (n: number) => `Onay bekleyen ${n} katılımcı`,
    passwordResets: (n: number) => `Bekleyen ${n} şifre sıfırlama talebi`,
    videoCalls: (n: number) => `Bekleyen ${n} görüntülü görüşme talebi`,
    // "Görülmemiş", as the alert's own button says ('Görüldü olarak işaretle'): "onaylanmamış" read as "not approved".
    alerts: (n: number) => `Görülmemiş ${n} çalışma uyarısı`,
  } satisfies Record<AdminWaitingKind, (n: number) => string>,
  /** The tab badge's title and accessible name. */
  badge: (n: number) => `${n} bekleyen`,
  bell: {
    // Named apart from the unread-message bell beside it ('Okunmamış mesajlar').
    label: (total: number) => (total > 0 ? `Bekleyen işler: ${total}` : 'Bekleyen işler'),
    menuLabel: 'Bekleyen işler',
    messages: (n: number) => (n > 0 ? `Okunmamış ${n} mesaj` : 'Mesajlar'),
  },
} as const;

/** Where each kind is handled: its /admin tab (the users tab opens on 'Onay bekleyenler'). */
export const WAITING_LINKS: Record<AdminWaitingKind, string> = {
  approvals: '/admin?tab=users&filter=waiting',
  passwordResets: '/admin?tab=password-reset',
  videoCalls: '/admin?tab=messages',
  alerts: '/admin?tab=analysis',
};
