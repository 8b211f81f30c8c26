import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a feature does once an account's deletion has committed (e.g. chat drops the conversation). */
export type ErasedAccountHook = (account: { id: string; phone: string }) => Promise<void>;

export interface AccountErasure {
  /** Features register here at start-up; the hooks run in registration order. */
  onErased(hook: ErasedAccountHook): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountErasure: AccountErasure & { hooks: readonly ErasedAccountHook[] };
  }
}

/**
 * `app.accountErasure`, registered before the features so each can register what it must do
 * when an account goes: the account core knows no feature, and features know each other not at all.
 */
export const accountErasurePlugin = fp(
  async (app: FastifyInstance) => {
    const hooks: ErasedAccountHook[] = [];
    app.decorate('accountErasure', { hooks, onErased: (hook: ErasedAccountHook) => void hooks.push(hook) });
  },
  { name: 'uyku-account-erasure' },
);

/**
 * What follows a committed deletion of an account, by an admin or by its owner: the sign-in
 * counters keyed by their phone and account go (the personal-data registry's rule for them), each
 * feature's hook runs (open admin views drop the conversation), and the person's live sockets close
 * now on every instance. The deletion is committed; a failed step here is logged, never turned into
 * an error answer.
 */
export async function afterAccountErased(app: FastifyInstance, account: { id: string; phone: string }): Promise<void> {
  await app.accountLimits
    .forgetAccount(account)
    .catch((error: unknown) => app.log.error({ err: error }, 'sign-in counters of an erased account were not deleted'));
  for (const hook of app.accountErasure.hooks) {
    await hook(account).catch((error: unknown) => app.log.error({ err: error }, 'a feature’s step after an erasure failed'));
  }
  await app.realtime
    .sessionsRevoked({ userId: account.id })
    .catch((error: unknown) => app.log.error({ err: error }, 'realtime session revocation failed'));
}
