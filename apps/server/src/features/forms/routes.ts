import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFormDetailResponseSchema,
  adminFormResponsesSchema,
  adminFormsResponseSchema,
  builtinFormResponseSchema,
  FORM_MSG,
  csvDialectQuerySchema,
  formIdParamsSchema,
  formResponseRequestSchema,
  formResponseSavedSchema,
  formSavedResponseSchema,
  formScheduleRequestSchema,
  formTimepointsResponseSchema,
  formToggleResponseSchema,
  formTypesResponseSchema,
  formWriteRequestSchema,
  idParamsSchema,
  okResponseSchema,
  todayInStudyZone,
} from '@uyku/domain';
import { attachmentDisposition, csvFileName, csvText } from '../../lib/csv.js';
import { requireUser } from '../../plugins/auth.js';
import { listResponses, responsesCsv } from './responses.js';
import * as forms from './service.js';
import { setSchedule, timepointCompletion } from './timepoints.js';

/**
 * /api/forms: the participant's list and responses, and the admin's form management. The
 * original lists answer bare arrays (docs/product.md, "Questionnaires (forms)").
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const user = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  app.get('/types', { schema: { response: { 200: formTypesResponseSchema } }, config: user }, async (request) =>
    forms.listFormTypes(app.db, requireUser(request)),
  );

  app.post(
    '/responses',
    // 'Doldurdum' and a built-in form's answers; the offline outbox replays them (docs/decisions/019-idempotent-writes.md).
    { schema: { body: formResponseRequestSchema, response: { 201: formResponseSavedSchema } }, config: { ...user, idempotent: true, writeLimit: true } },
    async (request, reply) => {
      const result = await forms.submitResponse(app.db, requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, message: FORM_MSG.saved, ...result });
    },
  );

  app.get('/admin/all', { schema: { response: { 200: adminFormsResponseSchema } }, config: admin }, async () =>
    forms.listAdminForms(app.db),
  );

  app.get(
    '/admin/responses/:formId',
    { schema: { params: formIdParamsSchema, response: { 200: adminFormResponsesSchema } }, config: admin },
    async (request) => listResponses(app.db, request.params.formId),
  );

  app.get(
    '/admin/responses/:formId/csv',
    { schema: { params: formIdParamsSchema, querystring: csvDialectQuerySchema }, config: admin },
    async (request, reply) => {
      const { form, header, rows } = await responsesCsv(app.db, request.params.formId);
      // The study's calendar day, as every other export names its file.
      const today = todayInStudyZone();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(csvFileName('form-yanitlari', form.title, today)))
        .header('cache-control', 'no-store')
        .send(csvText(header, rows, request.query.dialect));
    },
  );

  app.post(
    '/admin/add',
    { schema: { body: formWriteRequestSchema, response: { 201: formSavedResponseSchema } }, config: admin },
    async (request, reply) => {
      const form = await forms.addForm(app.db, requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, message: FORM_MSG.added, form });
    },
  );

  app.get(
    '/admin/:id',
    { schema: { params: idParamsSchema, response: { 200: adminFormDetailResponseSchema } }, config: admin },
    async (request) => ({ success: true as const, form: await forms.getAdminForm(app.db, request.params.id) }),
  );

  app.put(
    '/admin/:id',
    {
      schema: { params: idParamsSchema, body: formWriteRequestSchema, response: { 200: formSavedResponseSchema } },
      config: admin,
    },
    async (request) => {
      const form = await forms.updateForm(app.db, requireUser(request), request.params.id, request.body);
      return { success: true as const, message: FORM_MSG.updated, form };
    },
  );

  app.patch(
    '/admin/:id/toggle',
    { schema: { params: idParamsSchema, response: { 200: formToggleResponseSchema } }, config: admin },
    async (request) => {
      const isActive = await forms.toggleForm(app.db, requireUser(request), request.params.id);
      return { success: true as const, message: isActive ? FORM_MSG.activated : FORM_MSG.deactivated, is_active: isActive };
    },
  );

  // Timepoint forms (decision 009): the schedule alone, and each scheduled day's completion.
  app.patch(
    '/admin/:id/schedule',
    {
      schema: { params: idParamsSchema, body: formScheduleRequestSchema, response: { 200: formSavedResponseSchema } },
      config: admin,
    },
    async (request) => {
      const form = await setSchedule(app.db, requireUser(request), request.params.id, request.body.schedule_days, forms.countsOf);
      return { success: true as const, message: FORM_MSG.scheduleSaved, form };
    },
  );

  app.get(
    '/admin/:id/timepoints',
    { schema: { params: idParamsSchema, response: { 200: formTimepointsResponseSchema } }, config: admin },
    async (request) => {
      const form = await forms.findForm(app.db, request.params.id);
      return { success: true as const, schedule_days: form.scheduleDays, timepoints: await timepointCompletion(app.db, form) };
    },
  );

  app.delete(
    '/admin/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: admin },
    async (request) => {
      await forms.deleteForm(app.db, requireUser(request), request.params.id);
      return { success: true as const, message: FORM_MSG.deleted };
    },
  );

  // After the static /types and /admin/… paths, which the router prefers anyway.
  app.get(
    '/:id',
    { schema: { params: idParamsSchema, response: { 200: builtinFormResponseSchema } }, config: user },
    async (request) => ({ success: true as const, ...(await forms.getBuiltinForm(app.db, requireUser(request), request.params.id)) }),
  );
};
