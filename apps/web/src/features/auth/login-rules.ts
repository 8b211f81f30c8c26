/**
 * The shared sign-in rules, built on zod (about 28 KiB gzipped). The login page loads them just
 * after its form shows, not before it, so a phone on a slow connection sees the form sooner
 * (decision 011); they are the same schemas the server applies, so the page's messages stay the API's.
 */
export { firstLoginProblem } from '@uyku/domain';
