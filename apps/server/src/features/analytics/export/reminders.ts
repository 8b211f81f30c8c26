import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { entryInstant } from '@uyku/domain';
import type { Database } from '../../../db/client.js';
import { BOOL_VALUES, flag, type ExportColumn } from './columns.js';
import { participantColumns } from './tables.js';
import { day, rowsOf } from '../rows.js';

/**
 * `reminders.csv`, the compliance log (docs/product.md, "Notifications and reminders"): every diary
 * reminder the server attempted — due at the participant's time with last night missing — with what
 * became of it, and whether that night was then entered and how long after. A reminder not attempted
 * because the night was already in is not a row: the diary nights say so.
 */

const reminderRow = z.object({
  n: z.number(),
  reminder_date: day,
  scheduled_time: z.string(),
  attempted_at: z.string(),
  devices: z.number(),
  delivered: z.number(),
  outcome: z.enum(['sent', 'failed', 'no_device']),
  night_created_at: z.string().nullable(),
  night_client_created_at: z.string().nullable(),
});
type ReminderRow = z.infer<typeof reminderRow> & { night_entered: boolean; entered_after_min: number | null };

export const reminderColumns: ExportColumn<ReminderRow>[] = [
  participantColumns[0] as unknown as ExportColumn<ReminderRow>,
  { name: 'reminder_date', label: 'Hatırlatma günü', meaning: 'Hatırlatmanın sorduğu gecenin günlük tarihi (Europe/Istanbul)', type: 'date', source: 'app', unit: 'YYYY-AA-GG', value: (r) => r.reminder_date },
  { name: 'scheduled_time', label: 'Seçilen saat', meaning: 'Katılımcının seçtiği hatırlatma saati (Europe/Istanbul)', type: 'text', source: 'app', unit: 'SS:DD', value: (r) => r.scheduled_time },
  { name: 'attempted_at', label: 'Gönderim zamanı', meaning: 'Sunucunun hatırlatmayı gönderdiği an', type: 'datetime', source: 'app', unit: 'ISO 8601', value: (r) => r.attempted_at },
  {
    name: 'outcome',
    label: 'Sonuç',
    meaning: 'Hatırlatmaya ne oldu',
    type: 'categorical',
    source: 'app',
    values: [
      { code: 'sent', label: 'Gönderildi' },
      { code: 'failed', label: 'Gönderilemedi' },
      { code: 'no_device', label: 'Kayıtlı cihaz yok' },
    ],
    value: (r) => r.outcome,
  },
  { name: 'devices', label: 'Cihaz', meaning: 'Katılımcının bildirim açtığı cihaz sayısı', type: 'integer', source: 'app', value: (r) => r.devices },
  { name: 'delivered', label: 'Ulaşan', meaning: 'Bildirim servisinin kabul ettiği gönderim sayısı', type: 'integer', source: 'app', value: (r) => r.delivered },
  { name: 'night_entered', label: 'Gece girildi', meaning: 'O gecenin günlüğü sonradan girildi mi', type: 'boolean', source: 'computed', values: BOOL_VALUES, value: (r) => flag(r.night_entered) },
  {
    name: 'entered_after_min',
    label: 'Giriş gecikmesi',
    meaning: "Hatırlatmadan gecenin ilk kaydına kadar geçen süre ('Kaydet' anı, inanılır ise)",
    type: 'integer',
    source: 'computed',
    unit: 'dakika',
    formula: 'ilk kayıt anı − attempted_at',
    missing: 'Gece girilmediyse boş',
    value: (r) => r.entered_after_min,
  },
];

export async function reminderRows(db: Database): Promise<ReminderRow[]> {
  const rows = await rowsOf(
    db,
    reminderRow,
    sql`select u.participant_number as n, r.reminder_date::text as reminder_date, r.scheduled_time, r.attempted_at,
          r.devices, r.delivered, r.outcome, s.created_at as night_created_at, s.client_created_at as night_client_created_at
        from reminder_log r
        join users u on u.id = r.user_id and not u.is_admin
        left join sleep_sessions s on s.user_id = r.user_id and s.sleep_date = r.reminder_date
        order by u.participant_number, r.reminder_date, r.attempted_at`,
  );
  return rows.map((row) => {
    if (row.night_created_at === null) return { ...row, night_entered: false, entered_after_min: null };
    // The night's entry instant by the diary's own rule (packages/domain/src/sleep/entry-time.ts).
    const entered = entryInstant({ createdAt: row.night_created_at, clientCreatedAt: row.night_client_created_at });
    return { ...row, night_entered: true, entered_after_min: Math.max(0, Math.round((entered - Date.parse(row.attempted_at)) / 60_000)) };
  });
}
