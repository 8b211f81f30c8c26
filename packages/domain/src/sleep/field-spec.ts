import type { FormValueOf, SleepFieldKind } from './field-kinds.js';

/**
 * What the catalogue says about one sleep-diary field (docs/decisions/018-sleep-field-catalogue.md).
 * The catalogue key is the field's wire key, which is also its database column (drizzle maps the
 * table's camelCase properties to snake_case); the camelCase row key is derived from it.
 */

export interface SleepFieldBounds {
  min: number;
  max: number;
  /** Shown after the range in messages, e.g. "dakika"; empty for plain counts and scales. */
  unit: string;
  /** Whole numbers only; a decimal field may carry one decimal. */
  integer: boolean;
}

/** The field in the admin's sleep view (its JSON key, which the original API fixes, and its label there). */
export interface SleepFieldAdminView {
  key: string;
  label: string;
}

/** The field's column of the whole-study export and its codebook row. */
export interface SleepFieldExport {
  /** ASCII, at most 32 characters (statistics packages take it as it is). */
  column: string;
  label: string;
  meaning: string;
  /** A 0 means "not measured": exported empty. */
  zeroIsMissing?: true;
}

/** The entry form's tabs, in order: Temel Bilgiler, Uyku Aşamaları, Etkileyen Faktörler, Ruh Hali ve Notlar. */
export const SLEEP_FORM_TABS = ['basics', 'stages', 'factors', 'moodNotes'] as const;
export type SleepFormTab = (typeof SLEEP_FORM_TABS)[number];

interface SleepFieldBase {
  /** The participant form's label: the field's Turkish name. */
  label: string;
  /** The entry form's tab that holds the field (a rejected save opens the first tab with a message). */
  formTab: SleepFormTab;
  /** How validation messages name the field ('REM süresi 0-600 dakika arasında olmalıdır'). */
  messageLabel: string;
  bounds?: SleepFieldBounds;
  /** Free text only. */
  maxLength?: number;
  /** false: the `untouched_defaults` flag does not compare this field (it has a flag of its own). */
  inUntouchedDefaults?: false;
  /** null: not in the admin view (the original API fixes that view's fields exactly). */
  admin: SleepFieldAdminView | null;
  /** The admin CSV's Turkish header; null: not in that export. */
  csvHeader: string | null;
  /** null: never exported (free text may name people). */
  export: SleepFieldExport | null;
}

/** One field: its kind decides the type of its default (the entry form's initial value). */
export type SleepFieldSpec = {
  [K in SleepFieldKind]: SleepFieldBase & { kind: K; default: FormValueOf<K> };
}[SleepFieldKind];

/** A catalogue: wire key → field, in the order of the detail's JSON. */
export type SleepCatalogue = Readonly<Record<string, SleepFieldSpec>>;
