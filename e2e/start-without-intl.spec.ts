import { expect, test, type Page } from '@playwright/test';
import { createParticipant, postNight, useSession } from './support/api';
import { idleWorkDone, requestsInFlight } from './support/settled';

/**
 * No start builds an Intl object or asks for a locale-aware case or comparison: the first one of a
 * page load loads the browser's ICU data, about 0.1 s of main-thread work on a phone
 * (docs/decisions/031-first-screen-without-intl.md). The first screens write their dates and
 * numbers from the domain's Turkish names (packages/domain/src/turkish-format.ts) instead.
 */

/** Records every Intl constructor and locale-aware string, number and date method the page calls. */
async function recordIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          calls.push(`new Intl.${name}(${JSON.stringify(args)})\n${new Error().stack ?? ''}`);
          return Reflect.construct(target as new (...a: unknown[]) => object, args) as object;
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.apply(target as (...a: unknown[]) => unknown, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'toLocaleUpperCase'],
      [String.prototype, 'toLocaleLowerCase'],
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [prototype, method] of methods) {
      const original = (prototype as Record<string, (...a: unknown[]) => unknown>)[method]!;
      (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        calls.push(`${method}(${JSON.stringify(args)})\n${new Error().stack ?? ''}`);
        return original.apply(this, args);
      };
    }
  });
}

const intlCalls = (page: Page) => page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);

/** A page once its first screen has settled: its data shown, the idle work done. */
async function settled(page: Page, path: string): Promise<void> {
  const inFlight = requestsInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await idleWorkDone(page, inFlight);
}

test('the sign-in screen starts without Intl', async ({ page }) => {
  await recordIntl(page);
  await settled(page, '/login');
  expect(await intlCalls(page)).toEqual([]);
});

for (const nights of [0, 9]) {
  test(`the participant's pages start without Intl (${nights} nights)`, async ({ page }) => {
    await recordIntl(page);
    const session = await createParticipant(page.request, { name: 'İpek Işık', abGroup: 'experiment' });
    for (let daysAgo = 1; daysAgo <= nights; daysAgo += 1) await postNight(page.request, session, daysAgo, 4 + (daysAgo % 5));
    await useSession(page, session);
    for (const path of ['/dashboard', '/sleep', '/support', '/relaxation']) {
      await settled(page, path);
      expect(await intlCalls(page), path).toEqual([]);
    }
  });
}
