import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgeAlertBodySchema, analyticsRangeQuerySchema, todayInStudyZone } from '@uyku/domain';
import { attachmentDisposition } from '../../lib/csv.js';
import { requireUser } from '../../plugins/auth.js';
import { adherence } from './adherence.js';
import { acknowledgeAlert, alertsResponse } from './alerts.js';
import { studyExport } from './export-study.js';
import { groupComparison } from './group-comparison.js';
import { heartRateAnalysis } from './heart-rate-analysis.js';
import { primaryAnalysis } from './primary-analysis.js';

/**
 * The 'Analiz' tab's API and the whole-study export (issue 15), registered under /api/admin:
 * admins only. Every answer is an aggregate computed here; no raw rows go to the browser.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get('/analytics/groups', { schema: { querystring: analyticsRangeQuerySchema }, config: admin }, async (request) =>
    groupComparison(app.db, request.query.from, request.query.to),
  );

  app.get('/analytics/heart-rate', { schema: { querystring: analyticsRangeQuerySchema }, config: admin }, async (request) =>
    heartRateAnalysis(app.db, request.query.from, request.query.to),
  );

  app.get('/analytics/adherence', { config: admin }, async () => adherence(app.db));

  app.get('/analytics/primary', { config: admin }, async () => primaryAnalysis(app.db));

  app.get('/analytics/alerts', { config: admin }, async () => alertsResponse(app.db));

  app.post('/analytics/alerts/acknowledge', { schema: { body: acknowledgeAlertBodySchema }, config: admin }, async (request) =>
    acknowledgeAlert(app.db, requireUser(request).id, request.body),
  );

  app.get('/export/study', { config: admin }, async (_request, reply) => {
    const stream = await studyExport(app.db);
    return reply
      .type('application/zip')
      .header('content-disposition', attachmentDisposition(`calisma-verileri_${todayInStudyZone()}.zip`))
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
