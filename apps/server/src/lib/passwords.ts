import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHashingLimits } from '../config.js';
import { MSG_BUSY, serviceUnavailable } from '../errors.js';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane) — the library's defaults, stated here. */
// Algorithm is an ambient const enum (not importable as a value under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The cost new hashes are made with: ARGON2_OPTIONS unless configurePasswordWork lowers it (tests only). */
let hashOptions = ARGON2_OPTIONS;

/**
 * At most `concurrency` jobs at once, at most `maxWaiting` more waiting in order; beyond that a job
 * is refused at once with 503 and a Turkish message. Password hashing is the costliest thing an
 * anonymous caller can ask for (each sign-in for an unknown phone is one), so it goes through here.
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    public concurrency: number,
    public maxWaiting: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw serviceUnavailable(MSG_BUSY);
      // The slot is handed over by the job that finishes (active stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * The process's one queue of argon2 work. @node-rs/argon2's async `hash` and `verify` run on the
 * libuv thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), never on the event loop;
 * the cap keeps a burst of sign-ins from taking every thread and every core.
 */
export const passwordWork = new WorkQueue(2, 32);

/** Set from config at start (ARGON2_CONCURRENCY, ARGON2_QUEUE; `testCost` never comes from the environment). */
export function configurePasswordWork(limits: PasswordHashingLimits): void {
  passwordWork.concurrency = limits.concurrency;
  passwordWork.maxWaiting = limits.queue;
  hashOptions = limits.testCost ? { ...ARGON2_OPTIONS, ...limits.testCost } : ARGON2_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, hashOptions));
}

/** False for a wrong password or a malformed hash; a full queue rejects (503), it is not a wrong password. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A valid hash of an unguessable password, verified when the phone is unknown so both cases take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  // Made once, outside the queue: a refusal must not be remembered as the decoy.
  decoyHash ??= hash(`decoy-${Math.random()}`, hashOptions);
  return decoyHash;
}
