import { expect, test, type Page, type Worker } from '@playwright/test';
import { createParticipant, useSession } from './support/api';

/**
 * Decision 039: a signed-in start has the browser load its Turkish locale data in a short-lived
 * worker (`lib/intl/turkish-formats.worker.ts`), so the page's first formatter does not load it on
 * the main thread; the sign-in screen, which formats nothing, starts none. The worker is allowed by
 * the page's Content-Security-Policy and ends once it has built its formatters.
 */
const isFormatsWorker = (worker: Worker) => /\/assets\/turkish-formats\.worker-[\w-]+\.js$/.test(worker.url());

async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

test('a signed-in start loads the Turkish formats in a worker that then ends; the sign-in screen starts none', async ({
  page,
}) => {
  await recordCspViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  expect(page.workers().filter(isFormatsWorker)).toEqual([]);

  const participant = await createParticipant(page.request, { name: 'Deniz Kaya', abGroup: 'experiment' });
  await useSession(page, participant);
  const started = page.waitForEvent('worker', { predicate: isFormatsWorker, timeout: 15_000 });
  await page.goto('/dashboard');
  const worker = await started;
  // It ends by itself once its two formatters are built.
  if (page.workers().includes(worker)) await worker.waitForEvent('close');
  await expect(page.getByRole('heading', { level: 1, name: /Deniz Kaya/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
