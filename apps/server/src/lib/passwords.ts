import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHashingLimits } from '../config.js';
import { MSG_BUSY, serviceUnavailable } from '../errors.js';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane) — the library's defaults, stated here. */
// Algorithm is an ambient const enum (not importable as a value under verbatimModuleSyntax); 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The cost new hashes are made with: ARGON2_OPTIONS unless configurePasswordWork lowers it (tests only). */
let hashOptions = ARGON2_OPTIONS;

/**
 * Who asks for the work: `suspect` when the client's address or the account has failed sign-ins
 * in the current window (plugins/rate-limit.ts), `normal` otherwise.
 */
export type WorkPriority = 'normal' | 'suspect';

/**
 * At most `concurrency` jobs at once, at most `maxWaiting` more waiting; beyond that a job is
 * refused at once with 503 and a Turkish message. Password hashing is the costliest thing an
 * anonymous caller can ask for (each sign-in for an unknown phone is one), so it goes through here.
 * A share of the waiting places (`reservedShare`) is kept for `normal` work, which also goes ahead
 * of `suspect` work: a burst of guesses from one address fills only the rest, and a participant or
 * admin signing in elsewhere still gets a place (docs/decisions/016-sign-in-limits-as-deployed.md).
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: Record<WorkPriority, (() => void)[]> = { normal: [], suspect: [] };

  constructor(
    public concurrency: number,
    public maxWaiting: number,
    public reservedShare = 0.25,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.normal.length + this.waiting.suspect.length;
  }

  /** Waiting places suspect work may not take; at least one whenever anything may wait. */
  private get reserved(): number {
    return this.maxWaiting === 0 ? 0 : Math.max(1, Math.ceil(this.maxWaiting * this.reservedShare));
  }

  async run<T>(job: () => Promise<T>, priority: WorkPriority = 'normal'): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      const places = priority === 'normal' ? this.maxWaiting : this.maxWaiting - this.reserved;
      if (this.queued >= places) throw serviceUnavailable(MSG_BUSY);
      // The slot is handed over by the job that finishes (active stays counted).
      await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.normal.shift() ?? this.waiting.suspect.shift();
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
export function verifyPassword(passwordHash: string, password: string, priority: WorkPriority = 'normal'): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }, priority);
}

/** A valid hash of an unguessable password, verified when the phone is unknown so both cases take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  // Made once, outside the queue: a refusal must not be remembered as the decoy.
  decoyHash ??= hash(`decoy-${Math.random()}`, hashOptions);
  return decoyHash;
}
