import { z } from 'zod';
import { CLOCK_TIME } from '../sleep/calendar.js';

/**
 * Opt-in diary reminders by Web Push (docs/product.md, "Notifications and reminders"). The push the server sends carries no
 * text and no health data: the service worker writes the notification itself (PUSH_NOTIFICATION),
 * so a push service (Google, Mozilla, Apple) learns only that some reminder arrived.
 */

export const PUSH_MSG = {
  disabled: 'Bildirimler bu kurulumda kapalı',
  participantOnly: 'Hatırlatıcılar yalnızca katılımcılar içindir',
  subscribed: 'Bildirimler açıldı',
  unsubscribed: 'Bildirimler kapatıldı',
  reminderSaved: 'Hatırlatma saati kaydedildi',
  reminderCleared: 'Hatırlatma kapatıldı',
  endpointInvalid: 'Bildirim adresi geçersiz',
  endpointUnsupported: 'Bu tarayıcının bildirim hizmeti desteklenmiyor; Chrome, Firefox, Edge veya Safari ile deneyin',
  keysInvalid: 'Bildirim anahtarları geçersiz',
  timeInvalid: 'Geçerli bir saat girin (SS:DD)',
} as const;

/** What the service worker shows; the server never sends it. */
export const PUSH_NOTIFICATION = {
  title: 'Uyku ve Stres Platformu',
  body: 'Uyku günlüğünüzü doldurmayı unutmayın',
} as const;

/** The whole payload of every push: a kind, nothing about the person. */
export const PUSH_REMINDER_PAYLOAD = 'diary-reminder';

/**
 * Devices one account may keep subscribed (a phone, a computer, a tablet, and a browser or two);
 * a further subscription replaces the account's oldest.
 */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 5;

/** A base64url string (RFC 4648 §5) without padding, as PushSubscription.toJSON() gives keys. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MSG.keysInvalid })
    .min(min, { error: PUSH_MSG.keysInvalid })
    .max(max, { error: PUSH_MSG.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: PUSH_MSG.keysInvalid });

/**
 * A push service's address: an http(s) URL without credentials, at most 1000 characters. The server
 * accepts https only, on the hosts of push-hosts.ts (every browser's push service is there); its own
 * test allows http on loopback.
 */
export const pushEndpointField = z
  .string({ error: PUSH_MSG.endpointInvalid })
  .max(1000, { error: PUSH_MSG.endpointInvalid })
  // Scheme, a host without user:password@, then a path: what URL parsing on the server then checks.
  .regex(/^https?:\/\/[^/?#@\s]+(?:[/?#]\S*)?$/, { error: PUSH_MSG.endpointInvalid });

/** `POST /push/subscriptions`: PushSubscription.toJSON() of this device's browser. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: pushEndpointField,
  // A P-256 public key is 65 bytes (87 characters); the auth secret 16 bytes (22 characters).
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, { error: PUSH_MSG.keysInvalid }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** `POST /push/unsubscribe`: forget this device's subscription. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: pushEndpointField });

/** `PUT /push/reminder`: the morning time in Europe/Istanbul, or null for no reminder. */
export const pushReminderRequestSchema = z.object({
  time: z.union([z.string({ error: PUSH_MSG.timeInvalid }).regex(CLOCK_TIME, { error: PUSH_MSG.timeInvalid }), z.null()], {
    error: PUSH_MSG.timeInvalid,
  }),
});
export type PushReminderRequest = z.infer<typeof pushReminderRequestSchema>;

/** `GET /push`: whether this deployment sends reminders, its VAPID public key, the caller's time. */
export const pushSettingsResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  public_key: z.string().nullable(),
  reminder_time: z.string().nullable(),
  subscriptions: z.number().int(),
});
export type PushSettingsResponse = z.infer<typeof pushSettingsResponseSchema>;
