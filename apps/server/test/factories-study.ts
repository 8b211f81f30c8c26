/**
 * A whole `PUT /api/admin/study` body (the route replaces the protocol's fields): a timeline from
 * 1 January 2026, 7 + 28 + 7 days, participants choosing, blocks of 4, no stratum; `overrides` on top.
 */
export const studySettingsBody = (overrides: Record<string, unknown> = {}) => ({
  studyStartDate: '2026-01-01',
  baselineDays: 7,
  interventionDays: 28,
  followUpDays: 7,
  allocationMode: 'choice',
  blockScheme: 'fixed-4',
  stratificationQuestion: null,
  stratificationOptions: [],
  ...overrides,
});
