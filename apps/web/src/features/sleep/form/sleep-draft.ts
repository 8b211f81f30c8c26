import type { NightRequest } from '@uyku/domain';

/**
 * A new night's answers kept on this device while the form is open (docs/product.md, "Sleep
 * diary"): a reload, a closed tab or a dead battery does not lose a long note. Kept per account
 * until the night is saved or the participant leaves the form with 'Çık'.
 */
export const sleepDraftKey = (userId: string) => `uyku.sleep-draft.${userId}`;

export function readSleepDraft(key: string, storage: Storage = localStorage): Partial<NightRequest> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<NightRequest>) : null;
  } catch {
    return null;
  }
}

export function writeSleepDraft(key: string, values: Partial<NightRequest>, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or private mode: the form still holds the answers while it is open.
  }
}

export function clearSleepDraft(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
