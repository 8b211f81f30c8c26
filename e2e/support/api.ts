import type { APIRequestContext, Page } from '@playwright/test';
import { daysAgo as daysAgoInStudy } from './dates';

/** Helpers that set up state through the API, so journeys spend their time on what they test. */

export const ADMIN = { phone: '05009990000', password: 'E2eAdmin2025!', name: 'Uzman Yönetici' };
export const PASSWORD = 'Uyku2025!';

let counter = 0;
/** A phone number unique within this run (the data directory is fresh each run). */
export function newPhone(): string {
  counter += 1;
  return `0531${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(2, '0')}`.slice(0, 11);
}

/**
 * Four digits of this attempt's own, for a title a journey adds on the shared server: CI retries a
 * failed journey on the same server, where the first attempt's form of the same title is still listed.
 */
export function runTag(): string {
  return String(Date.now() % 10_000).padStart(4, '0');
}

export interface SignedIn {
  token: string;
  user: { userId: string; phone: string; name: string; email: string | null; isAdmin: boolean; abGroup: string };
}

export async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<SignedIn> {
  const response = await request.post('/api/auth/login', {
    data: { phone, password, acceptTerms: true, acceptPrivacy: true },
  });
  if (!response.ok()) throw new Error(`login ${phone}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as SignedIn;
}

/**
 * The admin's session, signed in once per worker: the journeys would otherwise sign the same
 * admin in dozens of times, each a deliberately slow password check.
 */
let adminSignIn: Promise<SignedIn> | undefined;
export function adminSession(request: APIRequestContext): Promise<SignedIn> {
  adminSignIn ??= apiLogin(request, ADMIN.phone, ADMIN.password).catch((error: unknown) => {
    adminSignIn = undefined;
    throw error;
  });
  return adminSignIn;
}

/** Creates an approved participant through the admin's registration call and signs them in. */
export async function createParticipant(
  request: APIRequestContext,
  options: { name?: string; abGroup?: 'control' | 'experiment'; phone?: string } = {},
): Promise<SignedIn & { password: string }> {
  const admin = await adminSession(request);
  const phone = options.phone ?? newPhone();
  const response = await request.post('/api/auth/register', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name: options.name ?? 'Deneme Katılımcı', phone, password: PASSWORD, abGroup: options.abGroup ?? 'control' },
  });
  if (!response.ok()) throw new Error(`register: ${response.status()} ${await response.text()}`);
  return { ...(await apiLogin(request, phone, PASSWORD)), password: PASSWORD };
}

/** Puts a session into the page's local storage, as a sign-in would, before the app loads. */
export async function useSession(page: Page, session: SignedIn): Promise<void> {
  await page.addInitScript(
    ([user, token]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem('uyku.user', JSON.stringify({ mustChangePassword: false, ...user }));
        window.localStorage.setItem('uyku.token', token);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [session.user, session.token] as const,
  );
}

/** Saves a night of `daysAgo` days before today in the study's zone (23:00–07:00) with this quality. */
export async function postNight(request: APIRequestContext, session: SignedIn, nightsAgo: number, quality: number): Promise<void> {
  const date = daysAgoInStudy(nightsAgo);
  const response = await request.post('/api/sleep/sessions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { date, bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: quality },
  });
  if (response.status() !== 201) throw new Error(`night: ${response.status()} ${await response.text()}`);
}

/** Several nights, each as [days ago, quality] (see postNight). */
export async function postNights(
  request: APIRequestContext,
  session: SignedIn,
  nights: ReadonlyArray<readonly [daysAgo: number, quality: number]>,
): Promise<void> {
  for (const [daysAgo, quality] of nights) await postNight(request, session, daysAgo, quality);
}
