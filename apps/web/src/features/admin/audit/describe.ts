import { AB_GROUPS, AUDIT_ACTION_LABELS, type AbGroup, type AuditEntry } from '@uyku/domain';
import { ADMIN_TEXTS } from '../texts';

const t = ADMIN_TEXTS.audit;
const isGroup = (value: unknown): value is AbGroup => AB_GROUPS.includes(value as AbGroup);

/** The Turkish name of an action; an action a newer feature records without a label shows its code. */
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/**
 * A person of the log: "Ad Soyad (P0007)" while the account exists, else the code alone. Admins
 * have no participant code: they appear by role and account, "Yönetici · Ad Soyad".
 */
export function personLabel(name: string | null, code: string | null, role: 'admin' | 'participant' | null = 'participant'): string {
  if (role === 'admin') return t.adminPerson(name?.trim() || t.deletedAccount);
  if (!code) return '—';
  return name ? `${name.trim() || ADMIN_TEXTS.users.unnamed} (${code})` : `${code} (${t.deletedAccount})`;
}

/** A short reading of the details the server recorded (never personal data, see lib/audit.ts). */
export function detailsText(entry: AuditEntry): string {
  const d = entry.details;
  if (entry.action === 'user.group_change' && isGroup(d.from) && isGroup(d.to)) {
    return t.groupChange(ADMIN_TEXTS.groupNames[d.from], ADMIN_TEXTS.groupNames[d.to]);
  }
  if (entry.action === 'user.update' && Array.isArray(d.fields)) {
    return t.changedFields(d.fields.map((f) => t.fields[String(f)] ?? String(f)).join(', '));
  }
  if ((entry.action === 'user.create' || entry.action === 'user.delete') && isGroup(d.abGroup)) {
    return t.addedAs(ADMIN_TEXTS.groupNames[d.abGroup], d.isAdmin === true);
  }
  return '';
}
