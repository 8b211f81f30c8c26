import { todayInStudyZone } from './calendar.js';

/**
 * The in-app diary reminder (docs/product.md, "Notifications and reminders"). A night is filed under the morning it ended
 * (the form's default date is today in Europe/Istanbul), so "last night" is recorded exactly when
 * a record carries today's study-zone date. Until then the dashboard asks for it and the menu's
 * 'Uyku Takibi' shows a dot.
 */
export function lastNightMissing(records: readonly { sleep_date: string }[], now: Date = new Date()): boolean {
  const today = todayInStudyZone(now);
  return !records.some((record) => record.sleep_date === today);
}
