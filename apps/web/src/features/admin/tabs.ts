import { ADMIN_TEXTS } from './texts';

/** Tabs other features supply to the admin panel (features may not import each other; app/ composes). */
export type AdminSlot = 'formResponses' | 'messages' | 'content';

export type AdminTabKey =
  | 'users'
  | 'password-reset'
  | 'sleep'
  | 'heart-rate'
  | 'analysis'
  | 'forms'
  | 'messages'
  | 'audit'
  | 'content'
  | 'study';

export interface AdminTab {
  key: AdminTabKey;
  label: string;
  /** Set for a tab whose content comes from another feature. */
  slot?: AdminSlot;
}

/**
 * In the order of docs/product.md, "Admin panel" (the analysis after the data tabs), then the audit log. The key is the
 * `?tab=` value, so a link can open a tab.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { key: 'users', label: ADMIN_TEXTS.tabs.users },
  { key: 'password-reset', label: ADMIN_TEXTS.tabs.passwordReset },
  { key: 'sleep', label: ADMIN_TEXTS.tabs.sleep },
  { key: 'heart-rate', label: ADMIN_TEXTS.tabs.heartRate },
  { key: 'analysis', label: ADMIN_TEXTS.tabs.analysis },
  { key: 'forms', label: ADMIN_TEXTS.tabs.forms, slot: 'formResponses' },
  { key: 'messages', label: ADMIN_TEXTS.tabs.messages, slot: 'messages' },
  { key: 'content', label: ADMIN_TEXTS.tabs.content, slot: 'content' },
  { key: 'study', label: ADMIN_TEXTS.tabs.study },
  { key: 'audit', label: ADMIN_TEXTS.tabs.audit },
];

export function tabFromQuery(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.key === value) ?? ADMIN_TABS[0]!;
}
