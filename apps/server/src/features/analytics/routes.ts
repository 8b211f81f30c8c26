import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeAlertBodySchema,
  adherenceResponseSchema,
  alertsResponseSchema,
  analyticsRangeQuerySchema,
  consortResponseSchema,
  groupComparisonQuerySchema,
  groupComparisonResponseSchema,
  heartRateAgreementResponseSchema,
  heartRateAnalysisQuerySchema,
  heartRateAnalysisResponseSchema,
  primaryAnalysisQuerySchema,
  primaryAnalysisResponseSchema,
  studyExportQuerySchema,
  todayInStudyZone,
} from '@uyku/domain';
import { announceWaitingChanged } from '../../core/admin-waiting.js';
import { recordAudit } from '../../lib/audit.js';
import { attachmentDisposition } from '../../lib/csv.js';
import { requireUser } from '../../plugins/auth.js';
import { adherence } from './statistics/adherence.js';
import { acknowledgeAlert, alertsResponse, currentAlerts } from './alerts.js';
import { consortFlow } from './statistics/consort.js';
import { studyExport } from './export/study.js';
import { groupComparison } from './statistics/group-comparison.js';
import { heartRateAgreement } from './statistics/heart-rate-agreement.js';
import { heartRateAnalysis } from './statistics/heart-rate-analysis.js';
import { primaryAnalysis } from './statistics/primary-analysis.js';

/**
 * The 'Analiz' tab's API and the whole-study export (docs/product.md, "Analysis"), under /api/admin:
 * admins only. Every answer is an aggregate computed here; no raw rows go to the browser.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  // What waits for an admin (docs/product.md, "What waits"): the alerts nobody acknowledged.
  app.adminWaiting.provide('alerts', async () => (await currentAlerts(app.db)).filter((a) => a.acknowledgedAt === null).length);

  // The CONSORT 2010 flow of the study from live data (docs/sleep-metrics.md, "CONSORT flow").
  app.get('/analytics/consort', { schema: { response: { 200: consortResponseSchema } }, config: admin }, async () => consortFlow(app.db));

  // `tst_source` (diary, the default, or device) picks the TST the sleep measures read (docs/sleep-metrics.md).
  app.get('/analytics/groups', { schema: { querystring: groupComparisonQuerySchema, response: { 200: groupComparisonResponseSchema } }, config: admin }, async (request) =>
    groupComparison(app.db, { from: request.query.from, to: request.query.to, tstSource: request.query.tst_source }),
  );

  // `measured_only=true` leaves out typed values (docs/heart-rate-validation.md); off by default.
  app.get('/analytics/heart-rate', { schema: { querystring: heartRateAnalysisQuerySchema, response: { 200: heartRateAnalysisResponseSchema } }, config: admin }, async (request) =>
    heartRateAnalysis(app.db, { from: request.query.from, to: request.query.to, measuredOnly: request.query.measured_only }),
  );

  // The heart-rate tab's Bland–Altman summary per measuring method (docs/heart-rate-validation.md).
  app.get('/heart-rate/agreement', { schema: { querystring: analyticsRangeQuerySchema, response: { 200: heartRateAgreementResponseSchema } }, config: admin }, async (request) =>
    heartRateAgreement(app.db, request.query.from, request.query.to),
  );

  app.get('/analytics/adherence', { schema: { response: { 200: adherenceResponseSchema } }, config: admin }, async () => adherence(app.db));

  app.get('/analytics/primary', { schema: { querystring: primaryAnalysisQuerySchema, response: { 200: primaryAnalysisResponseSchema } }, config: admin }, async (request) =>
    primaryAnalysis(app.db, request.query.tst_source),
  );

  app.get('/analytics/alerts', { schema: { response: { 200: alertsResponseSchema } }, config: admin }, async () => alertsResponse(app.db));

  app.post('/analytics/alerts/acknowledge', { schema: { body: acknowledgeAlertBodySchema, response: { 200: alertsResponseSchema } }, config: admin }, async (request) => {
    const answer = await acknowledgeAlert(app.db, requireUser(request).id, request.body);
    await announceWaitingChanged(app.realtime);
    return answer;
  });

  app.get('/export/study', { schema: { querystring: studyExportQuerySchema }, config: admin }, async (request, reply) => {
    const freeText = request.query.free_text === '1';
    // Who downloaded the study, and whether with participants' (masked) free text.
    await recordAudit(app.db, { actor: requireUser(request), action: 'study.export', details: { freeText } });
    const stream = await studyExport(app.db, { freeText });
    return reply
      .type('application/zip')
      .header('content-disposition', attachmentDisposition(`calisma-verileri_${todayInStudyZone()}.zip`))
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
