import { sql } from 'drizzle-orm';
import { participantCode } from '@uyku/domain';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { GROUP_VALUES, type ExportColumn, type ValueLabel } from './columns.js';
import { rowsOf } from '../rows.js';
import { BLOCK_FILLED } from '../study-sql.js';

/**
 * The study's design as tables in the whole-study export (docs/decisions/023-analysis-bundle.md):
 * how each participant came to their arm, every change of arm, and each legal text accepted, so an
 * analysis needs nothing outside the ZIP. No names: a participant is their code, an admin who
 * moved someone is only "admin".
 */

const code = (row: { n: number }) => participantCode(row.n);
const codeColumn = { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane)', type: 'text', source: 'study', value: code } as const;

/** How a row of the group history came to be (core/study/allocation.ts). */
const HISTORY_SOURCES: readonly ValueLabel[] = [
  { code: 'registration', label: 'Kayıtta katılımcının seçimi' },
  { code: 'allocation', label: 'Onayda blok randomizasyonu' },
  { code: 'admin', label: 'Yöneticinin değiştirmesi' },
  { code: 'backfill', label: 'Geçmişin başlatılması (eski kayıt)' },
];
const MECHANISMS: readonly ValueLabel[] = [
  { code: 'choice', label: 'Katılımcının seçimi' },
  { code: 'block_randomisation', label: 'Blok randomizasyonu' },
  { code: 'admin', label: 'Yöneticinin ataması' },
  { code: 'unknown', label: 'Bilinmiyor (geçmiş sonradan başlatıldı)' },
];
const MECHANISM_OF: Record<string, string> = { registration: 'choice', allocation: 'block_randomisation', admin: 'admin', backfill: 'unknown' };

const allocationRow = z.object({
  n: z.number(),
  arm: z.string().nullable(),
  at: z.string().nullable(),
  source: z.string().nullable(),
  stratum: z.string().nullable(),
  block: z.number().nullable(),
  block_size: z.number().nullable(),
  shown_control: z.string().nullable(),
  shown_experiment: z.string().nullable(),
});
type AllocationRow = z.infer<typeof allocationRow>;

export const allocationColumns: ExportColumn<AllocationRow>[] = [
  codeColumn,
  {
    name: 'arm_allocated',
    label: 'Atanan kol (ITT)',
    meaning: 'Grup geçmişinin ilk satırı: analizlerin ITT kolu',
    type: 'categorical',
    source: 'study',
    values: GROUP_VALUES,
    missing: 'Grup geçmişi yoksa boş',
    value: (r) => r.arm,
  },
  { name: 'allocated_at', label: 'Atama zamanı', meaning: 'Grup geçmişinin ilk satırının zamanı', type: 'datetime', source: 'study', unit: 'ISO 8601', missing: 'Grup geçmişi yoksa boş', value: (r) => r.at },
  {
    name: 'mechanism',
    label: 'Atama yolu',
    meaning: 'Kolun nasıl belirlendiği',
    type: 'categorical',
    source: 'study',
    values: MECHANISMS,
    missing: 'Grup geçmişi yoksa boş',
    value: (r) => (r.source === null ? null : (MECHANISM_OF[r.source] ?? 'unknown')),
  },
  { name: 'stratum', label: 'Tabaka', meaning: 'Tabakalama sorusunun yanıtı', type: 'text', source: 'study', missing: 'Tabakalama veya rastgele atama yoksa boş', value: (r) => r.stratum || null },
  { name: 'block', label: 'Blok numarası', meaning: 'Tabaka içindeki blok (1’den başlar)', type: 'integer', source: 'study', missing: 'Rastgele atama yoksa veya blok henüz dolmadıysa boş', value: (r) => r.block },
  {
    name: 'block_size',
    label: 'Blok büyüklüğü',
    meaning: 'Permütasyon bloğunun büyüklüğü (gizli atama: dolmamış bloğunki gösterilmez)',
    type: 'integer',
    source: 'study',
    range: [4, 6],
    missing: 'Rastgele atama yoksa veya blok henüz dolmadıysa boş',
    value: (r) => r.block_size,
  },
  // What a participant choosing their own arm read under each choice: neutral or the spec's texts
  // (docs/product.md, "Registration and sign-in"), since wording can steer a self-selected arm.
  {
    name: 'shown_control_text',
    label: 'Gösterilen kontrol açıklaması',
    meaning: "Kayıtta 'Kontrol Grubu' altında gösterilen metin",
    type: 'text',
    source: 'study',
    missing: 'Kendi seçimi değilse boş',
    value: (r) => r.shown_control,
  },
  {
    name: 'shown_experiment_text',
    label: 'Gösterilen deney açıklaması',
    meaning: "Kayıtta 'Deney Grubu' altında gösterilen metin",
    type: 'text',
    source: 'study',
    missing: 'Kendi seçimi değilse boş',
    value: (r) => r.shown_experiment,
  },
];

export function allocationRows(db: Database): Promise<AllocationRow[]> {
  return rowsOf(
    db,
    allocationRow,
    sql`select u.participant_number as n, h.ab_group as arm, h.from_at as at, h.source, a.stratum, case when ${BLOCK_FILLED} then a.block_number end as block,
          case when ${BLOCK_FILLED} then a.block_size end as block_size,
          c.control_description as shown_control, c.experiment_description as shown_experiment
        from users u
        left join lateral (select g.ab_group, g.from_at, g.source from group_history g where g.user_id = u.id order by g.from_at, g.id limit 1) h on true
        left join allocation_log a on a.participant_number = u.participant_number
        left join group_choice_log c on c.participant_number = u.participant_number
        where not u.is_admin order by u.participant_number`,
  );
}

const historyRow = z.object({ n: z.number(), seq: z.number(), grp: z.string(), from_at: z.string(), source: z.string(), by_admin: z.boolean() });
type HistoryRow = z.infer<typeof historyRow>;

export const groupHistoryColumns: ExportColumn<HistoryRow>[] = [
  codeColumn,
  { name: 'seq', label: 'Sıra', meaning: 'Katılımcının grup geçmişindeki sıra (1: ilk atama, ITT kolu)', type: 'integer', source: 'computed', value: (r) => r.seq },
  { name: 'group', label: 'Grup', meaning: 'Bu andan sonraki grup', type: 'categorical', source: 'study', values: GROUP_VALUES, value: (r) => r.grp },
  { name: 'from_at', label: 'Başlangıç zamanı', meaning: 'Grubun geçerli olduğu ilk an', type: 'datetime', source: 'study', unit: 'ISO 8601', value: (r) => r.from_at },
  { name: 'change_source', label: 'Değişikliğin kaynağı', meaning: 'Satırı yazan olay', type: 'categorical', source: 'study', values: HISTORY_SOURCES, value: (r) => r.source },
  {
    name: 'changed_by_role',
    label: 'Değiştirenin rolü',
    meaning: 'Değiştiren bir yöneticiyse admin, değilse system (kişi adı yazılmaz)',
    type: 'categorical',
    source: 'study',
    values: [
      { code: 'admin', label: 'Yönetici' },
      { code: 'system', label: 'Sistem (kayıt, atama)' },
    ],
    value: (r) => (r.by_admin ? 'admin' : 'system'),
  },
];

export function groupHistoryRows(db: Database): Promise<HistoryRow[]> {
  return rowsOf(
    db,
    historyRow,
    sql`select u.participant_number as n, row_number() over (partition by h.user_id order by h.from_at, h.id)::int as seq,
          h.ab_group as grp, h.from_at, h.source, h.changed_by is not null as by_admin
        from group_history h join users u on u.id = h.user_id and not u.is_admin
        order by u.participant_number, h.from_at, h.id`,
  );
}

const consentRow = z.object({ n: z.number(), document: z.string(), version: z.string(), accepted_at: z.string() });
type ConsentRow = z.infer<typeof consentRow>;

export const consentColumns: ExportColumn<ConsentRow>[] = [
  codeColumn,
  {
    // Not `document`: SPSS reads a line starting with DOCUMENT as that command's text.
    name: 'legal_text',
    label: 'Belge',
    meaning: 'Onaylanan yasal metin',
    type: 'categorical',
    source: 'app',
    values: [
      { code: 'terms', label: 'Kullanım koşulları' },
      { code: 'privacy', label: 'Aydınlatma metni (KVKK)' },
    ],
    value: (r) => r.document,
  },
  { name: 'text_version', label: 'Sürüm', meaning: 'Metnin onaylanan sürümü', type: 'text', source: 'app', value: (r) => r.version },
  {
    name: 'accepted_at',
    label: 'Onay zamanı',
    meaning: 'Onaylandığı an. Hesabını silen katılımcının satırları silinir (KVKK), bu yüzden silme tarihi yoktur',
    type: 'datetime',
    source: 'app',
    unit: 'ISO 8601',
    value: (r) => r.accepted_at,
  },
];

export function consentRows(db: Database): Promise<ConsentRow[]> {
  return rowsOf(
    db,
    consentRow,
    sql`select u.participant_number as n, c.document, c.version, c.accepted_at
        from consents c join users u on u.id = c.user_id and not u.is_admin
        order by u.participant_number, c.accepted_at, c.id`,
  );
}

const withdrawalRow = z.object({ code: z.string(), action: z.string(), at: z.string() });
type WithdrawalRow = z.infer<typeof withdrawalRow>;

/**
 * `withdrawals.csv`: when a participant left the study — deleted their own account (withdrawal) or
 * was deleted by a researcher — by participant code only. Erasure removes the person's rows (KVKK),
 * so the date is read from the audit log, which keeps the pseudonymous code (docs/security.md).
 */
export const withdrawalColumns: ExportColumn<WithdrawalRow>[] = [
  { name: 'participant_code', label: 'Katılımcı kodu', meaning: 'Takma ad (P + 4 hane); hesap silindiği için başka tabloda satırı olmayabilir', type: 'text', source: 'study', value: (r) => r.code },
  {
    name: 'event',
    label: 'Olay',
    meaning: 'Katılımcı hesabını kendisi sildi (çalışmadan çekilme) ya da araştırmacı sildi',
    type: 'categorical',
    source: 'app',
    values: [
      { code: 'withdrew', label: 'Katılımcı çekildi' },
      { code: 'deleted_by_researcher', label: 'Araştırmacı sildi' },
    ],
    value: (r) => (r.action === 'account.self_delete' ? 'withdrew' : 'deleted_by_researcher'),
  },
  { name: 'at', label: 'Zaman', meaning: 'Hesabın silindiği an', type: 'datetime', source: 'app', unit: 'ISO 8601', value: (r) => r.at },
];

export function withdrawalRows(db: Database): Promise<WithdrawalRow[]> {
  return rowsOf(
    db,
    withdrawalRow,
    sql`select a.target_code as code, a.action, a.created_at as at from audit_log a
        where a.action in ('account.self_delete', 'user.delete') and a.target_code ~ '^P[0-9]+$'
        order by a.created_at, a.id`,
  );
}
