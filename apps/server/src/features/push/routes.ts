import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  PUSH_MSG,
  PUSH_SERVICE_HOSTS,
  pushReminderRequestSchema,
  pushSettingsResponseSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@uyku/domain';
import { conflict, forbidden } from '../../errors.js';
import { requireUser, type AuthUser } from '../../plugins/auth.js';
import { resolveVapidKeys } from './keys.js';
import { readSettings, sendDueReminders, setReminderTime, subscribe, unsubscribe, type PushContext } from './service.js';

/** How often the server looks for reminders whose time has come. */
export const PUSH_SWEEP_INTERVAL_MS = 30_000;

export interface PushRoutesOptions {
  /** The scheduler's time source; tests pass a controllable one. */
  clock?: () => Date;
  /** The app-wide handle (decorated in app.ts) this plugin fills, as its own decorations stay inside it. */
  scheduler: PushScheduler;
}

/** Filled in by the routes: runs the reminder scheduler once (tests call it after moving their clock). */
export interface PushScheduler {
  runDue: (() => Promise<number>) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushReminders: PushScheduler;
  }
}

/**
 * /api/push: a participant's opt-in diary reminder (docs/product.md, "Notifications and
 * reminders"). Participants only: admins
 * keep no diary. With PUSH_ENABLED=false the settings say so and nothing can be switched on.
 */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (app, options) => {
  const push = app.config.push;
  const keys = push.enabled ? await resolveVapidKeys(push, app.config.dataDir, app.db) : undefined;
  const ctx: PushContext | undefined = keys && {
    db: app.db,
    now: options.clock ?? (() => new Date()),
    keys,
    subject: push.subject,
    endpoints: {
      allowedHosts: [...PUSH_SERVICE_HOSTS, ...(push.allowedHosts ?? [])],
      allowLoopbackHttp: push.allowLoopbackHttp === true,
    },
    warn: (details, message) => app.log.warn(details, message),
  };
  const participant = { access: 'user' } as const;

  function requireParticipant(request: FastifyRequest): AuthUser {
    const user = requireUser(request);
    if (user.isAdmin) throw forbidden(PUSH_MSG.participantOnly);
    return user;
  }
  function requireEnabled(): PushContext {
    if (!ctx) throw conflict(PUSH_MSG.disabled);
    return ctx;
  }

  // The subscription count is all a participant learns of the pushes: it falls only when a push
  // service answered 404/410 for one of theirs (service.ts, deliver). Nothing else about sends —
  // statuses, errors, refusals, timing — is kept where a route could show it.
  app.get('/push', { schema: { response: { 200: pushSettingsResponseSchema } }, config: participant }, async (request) => {
    const user = requireParticipant(request);
    const settings = await readSettings(app.db, user.id);
    return {
      success: true as const,
      enabled: ctx !== undefined,
      public_key: keys?.publicKey ?? null,
      reminder_time: settings.reminderTime,
      subscriptions: settings.subscriptions,
    };
  });

  app.post(
    '/push/subscriptions',
    { schema: { body: pushSubscribeRequestSchema, response: { 201: okResponseSchema } }, config: participant },
    async (request, reply) => {
      const user = requireParticipant(request);
      await subscribe(requireEnabled(), user.id, request.body);
      return reply.status(201).send({ success: true as const, message: PUSH_MSG.subscribed });
    },
  );

  // Allowed with push off too: a device may always be forgotten.
  app.post(
    '/push/unsubscribe',
    { schema: { body: pushUnsubscribeRequestSchema, response: { 200: okResponseSchema } }, config: participant },
    async (request) => {
      const user = requireParticipant(request);
      await unsubscribe(app.db, user.id, request.body.endpoint);
      return { success: true as const, message: PUSH_MSG.unsubscribed };
    },
  );

  app.put(
    '/push/reminder',
    { schema: { body: pushReminderRequestSchema, response: { 200: okResponseSchema } }, config: participant },
    async (request) => {
      const user = requireParticipant(request);
      const { time } = request.body;
      if (time !== null) requireEnabled();
      await setReminderTime(app.db, user.id, time);
      return { success: true as const, message: time === null ? PUSH_MSG.reminderCleared : PUSH_MSG.reminderSaved };
    },
  );

  if (!ctx) return;
  const runDue = () =>
    sendDueReminders(ctx).catch((error: unknown) => {
      app.log.error({ err: error }, 'push reminder sweep failed');
      return 0;
    });
  options.scheduler.runDue = runDue;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void runDue(), PUSH_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
