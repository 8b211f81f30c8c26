import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRelaxationListResponseSchema,
  adminRelaxationSavedResponseSchema,
  AUDIO_MSG,
  binauralListResponseSchema,
  binauralSoundRequestSchema,
  binauralSoundSavedResponseSchema,
  idParamsSchema,
  okResponseSchema,
  relaxationContentRequestSchema,
} from '@uyku/domain';
import { presentAdminContent, presentSound } from './presenters.js';
import * as catalogue from './service.js';

/**
 * /api/admin/content: the admin manages relaxation items and binaural sounds (add, edit, delete).
 * Files are uploaded separately (media feature) and referred to by their URL.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/relaxation',
    { schema: { response: { 200: adminRelaxationListResponseSchema } }, config: { access: 'admin' } },
    async () => ({ success: true as const, content: (await catalogue.listContent(app.db)).map(presentAdminContent) }),
  );

  app.post(
    '/relaxation',
    {
      schema: { body: relaxationContentRequestSchema, response: { 201: adminRelaxationSavedResponseSchema } },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const row = await catalogue.createContent(app.db, request.body);
      return reply.status(201).send({ success: true as const, message: AUDIO_MSG.contentCreated, content: presentAdminContent(row) });
    },
  );

  app.put(
    '/relaxation/:id',
    {
      schema: { params: idParamsSchema, body: relaxationContentRequestSchema, response: { 200: adminRelaxationSavedResponseSchema } },
      config: { access: 'admin' },
    },
    async (request) => {
      const row = await catalogue.updateContent(app.db, request.params.id, request.body);
      return { success: true as const, message: AUDIO_MSG.contentUpdated, content: presentAdminContent(row) };
    },
  );

  app.delete(
    '/relaxation/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: { access: 'admin' } },
    async (request) => {
      await catalogue.deleteContent(app.db, request.params.id);
      return { success: true as const, message: AUDIO_MSG.contentDeleted };
    },
  );

  app.get(
    '/binaural',
    { schema: { response: { 200: binauralListResponseSchema } }, config: { access: 'admin' } },
    async () => ({ success: true as const, sounds: (await catalogue.listSounds(app.db)).map(presentSound) }),
  );

  app.post(
    '/binaural',
    {
      schema: { body: binauralSoundRequestSchema, response: { 201: binauralSoundSavedResponseSchema } },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const row = await catalogue.createSound(app.db, request.body);
      return reply.status(201).send({ success: true as const, message: AUDIO_MSG.soundCreated, sound: presentSound(row) });
    },
  );

  app.put(
    '/binaural/:id',
    {
      schema: { params: idParamsSchema, body: binauralSoundRequestSchema, response: { 200: binauralSoundSavedResponseSchema } },
      config: { access: 'admin' },
    },
    async (request) => {
      const row = await catalogue.updateSound(app.db, request.params.id, request.body);
      return { success: true as const, message: AUDIO_MSG.soundUpdated, sound: presentSound(row) };
    },
  );

  app.delete(
    '/binaural/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: { access: 'admin' } },
    async (request) => {
      await catalogue.deleteSound(app.db, request.params.id);
      return { success: true as const, message: AUDIO_MSG.soundDeleted };
    },
  );
};
