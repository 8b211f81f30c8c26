/**
 * A one-time notice carried across a sign-out, such as the farewell after deleting one's account:
 * the session ends (local storage is cleared) and the login page shows it once. Kept in session
 * storage, which the sign-out leaves alone and which closes with the tab.
 */
const FLASH_KEY = 'uyku.flash';

export function setFlash(text: string): void {
  sessionStorage.setItem(FLASH_KEY, text);
}

export function peekFlash(): string | null {
  return sessionStorage.getItem(FLASH_KEY);
}

export function clearFlash(): void {
  sessionStorage.removeItem(FLASH_KEY);
}
