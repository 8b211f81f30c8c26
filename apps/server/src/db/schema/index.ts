/** The whole database schema; each feature owns one file. drizzle-kit reads this entry. */
export * from './users.js';
export * from './sessions.js';
export * from './consents.js';
export * from './password-resets.js';
export * from './sleep.js';
export * from './heart-rate.js';
export * from './messages.js';
export * from './audit-log.js';
export * from './forms.js';
export * from './rate-limits.js';
export * from './audio.js';
export * from './video-calls.js';
export * from './push.js';
export * from './analytics.js';
export * from './study.js';
export * from './server-secrets.js';
export * from './idempotency.js';
