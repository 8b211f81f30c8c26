import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIO_MSG,
  binauralListResponseSchema,
  binauralQuerySchema,
  okResponseSchema,
  relaxationListResponseSchema,
  relaxationQuerySchema,
  trackPlayRequestSchema,
  trackUsageRequestSchema,
} from '@uyku/domain';
import { requireUser } from '../../plugins/auth.js';
import { assertInterventionOpen } from '../../core/study/intervention-gate.js';
import { presentContent, presentSound } from './presenters.js';
import { seedBuiltInCatalogue } from './seed.js';
import * as catalogue from './service.js';

/**
 * /api/relaxation: the relaxation centre's list and its usage counter (docs/product.md,
 * "Relaxation and binaural sessions"). For the experiment group and admins only ("Roles and
 * access"; the auth guard answers 403 to others), and for the experiment group only in its
 * intervention phase once the study has a timeline (core/study/intervention-gate.ts).
 */
export const relaxationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built-in items exist from the first start on, for the app and for every test app.
  app.addHook('onReady', async () => seedBuiltInCatalogue(app.db));

  app.get(
    '/content',
    {
      schema: { querystring: relaxationQuerySchema, response: { 200: relaxationListResponseSchema } },
      config: { access: 'experiment' },
    },
    async (request) => {
      await assertInterventionOpen(app.db, requireUser(request));
      const rows = await catalogue.listContent(app.db, request.query.category);
      return { success: true as const, content: rows.map(presentContent) };
    },
  );

  app.post(
    '/track-usage',
    { schema: { body: trackUsageRequestSchema, response: { 200: okResponseSchema } }, config: { access: 'experiment', writeLimit: true } },
    async (request) => {
      const user = requireUser(request);
      await assertInterventionOpen(app.db, user);
      await catalogue.trackContentUsage(app.db, { id: user.id, group: user.group }, request.body);
      return { success: true as const, message: AUDIO_MSG.usageRecorded };
    },
  );
};

/** /api/binaural: the binaural sounds and their play counter. */
export const binauralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sounds',
    {
      schema: { querystring: binauralQuerySchema, response: { 200: binauralListResponseSchema } },
      config: { access: 'experiment' },
    },
    async (request) => {
      await assertInterventionOpen(app.db, requireUser(request));
      const rows = await catalogue.listSounds(app.db, request.query.category);
      return { success: true as const, sounds: rows.map(presentSound) };
    },
  );

  app.post(
    '/track-play',
    { schema: { body: trackPlayRequestSchema, response: { 200: okResponseSchema } }, config: { access: 'experiment', writeLimit: true } },
    async (request) => {
      const user = requireUser(request);
      await assertInterventionOpen(app.db, user);
      await catalogue.trackSoundPlay(app.db, { id: user.id, group: user.group }, request.body);
      return { success: true as const, message: AUDIO_MSG.usageRecorded };
    },
  );
};
