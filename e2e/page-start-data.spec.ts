import { expect, test } from '@playwright/test';
import { createParticipant, useSession } from './support/api';

/**
 * Decision 040: a participant's signed-in start asks for its page's answers while the shell renders,
 * not once the page has appeared. Every call of `fetch` is recorded with whether the page's heading
 * was in the document at that moment: the page's own answers must all have been asked for before it.
 */
interface Call {
  path: string;
  pageShown: boolean;
}

const PAGES = [
  {
    path: '/dashboard',
    answers: ['/api/sleep/sessions', '/api/study/registration', '/api/heart-rate/sessions', '/api/chat/unread-count'],
  },
  { path: '/sleep', answers: ['/api/sleep/sessions', '/api/chat/unread-count'] },
  { path: '/support', answers: ['/api/chat/messages', '/api/chat/unread-count'] },
  { path: '/relaxation', answers: ['/api/relaxation/content', '/api/heart-rate/sessions', '/api/chat/unread-count'] },
];

test('a signed-in start asks for its page’s answers before the page appears', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: Call[] = [];
    (window as unknown as { fetchCalls: Call[] }).fetchCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      calls.push({ path: url.pathname, pageShown: document.querySelector('main h1') !== null });
      return original(input, init);
    };
  });
  const participant = await createParticipant(page.request, { name: 'Ece Akın', abGroup: 'experiment' });
  await useSession(page, participant);

  for (const { path, answers } of PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const calls = () => page.evaluate(() => (window as unknown as { fetchCalls: Call[] }).fetchCalls);
    // The first call of each answer, once all of them have been made.
    await expect
      .poll(async () => {
        const made = await calls();
        return answers.filter((answer) => !made.some((call) => call.path === answer));
      })
      .toEqual([]);
    const first = (await calls()).filter((call, index, all) => all.findIndex((other) => other.path === call.path) === index);
    expect(
      first.filter((call) => answers.includes(call.path) && call.pageShown).map((call) => call.path),
      path,
    ).toEqual([]);
  }
});
