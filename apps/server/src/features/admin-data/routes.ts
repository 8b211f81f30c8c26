import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  ADMIN_DATA_DEFAULT_PAGE_SIZE,
  adminDataQuerySchema,
  adminSleepCsvQuerySchema,
  csvDialectQuerySchema,
  adminHeartRateDataResponseSchema,
  adminHeartRateDetailResponseSchema,
  adminHeartRateOverviewResponseSchema,
  adminHeartRateParticipantsResponseSchema,
  adminParticipantsQuerySchema,
  adminSleepDataResponseSchema,
  adminSleepDetailResponseSchema,
  adminSleepOverviewResponseSchema,
  adminSleepParticipantsResponseSchema,
  idParamsSchema,
  studyPhaseBands,
} from '@uyku/domain';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { attachmentDisposition, csvBatchStream, csvStream } from '../../lib/csv.js';
import {
  HEART_RATE_CSV_HEADER,
  heartRateCsvFileName,
  heartRateCsvRow,
  mapRows,
  SLEEP_CSV_HEADER,
  sleepCsvFileName,
  sleepCsvRow,
} from './csv-exports.js';
import { adminDeviceNightRoutes } from './device-nights.js';
import * as heartRate from './heart-rate-data.js';
import { sessionsJsonStream } from './json-stream.js';
import { readSettings } from '../../core/study/settings.js';
import { readTimeline, timelineOf } from '../../core/study/timeline.js';
import { presentAdminHeartRate, presentAdminSleep, presentParticipant } from './presenters.js';
import * as sleep from './sleep-data.js';

/**
 * The admin's data views (docs/product.md, "Sleep data", "Heart rate"), registered under
 * /api/admin. `GET /sleep-data` and `GET /heart-rate-data` answer the original `sessions[]`: every
 * row, streamed, without paging parameters; one page and `nextCursor` with `limit` or `cursor`.
 * The tabs use the summaries (`overview`, `participants`, `participants/:id`) and the paged lists;
 * the CSV of one participant streams from the database.
 */
export const adminDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;
  // A participant's wearable nights beside the diary (docs/sleep-metrics.md, "Device nights").
  await app.register(adminDeviceNightRoutes);
  const paged = (query: { limit?: number; cursor?: string }) => query.limit !== undefined || query.cursor !== undefined;
  const filtersOf = (query: z.output<typeof adminDataQuerySchema>) => ({ userId: query.userId, from: query.from, to: query.to });

  function sendJsonStream(reply: FastifyReply, stream: Readable) {
    // A stream bypasses the response serializer; every row went through its presenter.
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(stream);
  }

  function sendCsv(reply: FastifyReply, fileName: string, stream: Readable) {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  }

  app.get(
    '/sleep-data',
    { schema: { querystring: adminDataQuerySchema, response: { 200: adminSleepDataResponseSchema } }, config: admin },
    async (request, reply) => {
      const query = request.query;
      if (!paged(query)) {
        const timeline = await readTimeline(app.db);
        return sendJsonStream(
          reply,
          sessionsJsonStream(sleep.streamSleepRows(app.db, filtersOf(query)), (row) => presentAdminSleep(row, timeline)),
        );
      }
      // Both reads at once: the page is the admin's busiest list.
      const [settings, page] = await Promise.all([
        readSettings(app.db),
        sleep.sleepPage(app.db, filtersOf(query), query.limit ?? ADMIN_DATA_DEFAULT_PAGE_SIZE, query.cursor),
      ]);
      const timeline = timelineOf(settings);
      return {
        success: true as const,
        sessions: page.rows.map((row) => presentAdminSleep(row, timeline)),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get('/sleep-data/csv', { schema: { querystring: adminSleepCsvQuerySchema }, config: admin }, async (request, reply) => {
    const timeline = await readTimeline(app.db);
    // The study-wide export (every participant, or the filtered ones; never an admin's own diary);
    // paging parameters do not apply.
    const filters = { ...filtersOf(request.query), participantsOnly: true };
    const fileName = await sleep.assertStudySleepToExport(app.db, filters);
    return sendCsv(
      reply,
      fileName,
      csvBatchStream(SLEEP_CSV_HEADER, sleep.streamSleepBatches(app.db, filters), (row) => sleepCsvRow(row, timeline), request.query.dialect),
    );
  });

  app.get(
    '/sleep-data/overview',
    { schema: { response: { 200: adminSleepOverviewResponseSchema } }, config: admin },
    async () => ({ success: true as const, overview: await sleep.sleepOverview(app.db) }),
  );

  app.get(
    '/sleep-data/participants',
    {
      schema: { querystring: adminParticipantsQuerySchema, response: { 200: adminSleepParticipantsResponseSchema } },
      config: admin,
    },
    async (request) => {
      const timeline = await readTimeline(app.db);
      const { search, limit = ADMIN_DATA_DEFAULT_PAGE_SIZE, cursor } = request.query;
      const page = await sleep.sleepParticipantsPage(app.db, search, limit, cursor);
      return {
        success: true as const,
        participants: page.rows.map((row) => ({
          ...presentParticipant({ id: row.userId, name: row.userName, phone: row.userPhone, group: row.group }),
          record_count: row.recordCount,
          latest: presentAdminSleep(row, timeline),
        })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/sleep-data/participants/:id',
    { schema: { params: idParamsSchema, response: { 200: adminSleepDetailResponseSchema } }, config: admin },
    async (request) => {
      const timeline = await readTimeline(app.db);
      const detail = await sleep.sleepDetail(app.db, request.params.id);
      return {
        success: true as const,
        participant: presentParticipant(detail.participant),
        record_count: detail.recordCount,
        latest: detail.latest ? presentAdminSleep(detail.latest, timeline) : null,
        today: detail.today,
        periods: detail.periods,
        trend: detail.trend,
        enrolled_on: detail.participant.enrolledOn,
        phases: studyPhaseBands(timeline, detail.participant.enrolledOn),
      };
    },
  );

  const csvOfOne = { params: idParamsSchema, querystring: csvDialectQuerySchema };
  app.get('/sleep-data/participants/:id/csv', { schema: csvOfOne, config: admin }, async (request, reply) => {
    const timeline = await readTimeline(app.db);
    const participant = await sleep.assertSleepToExport(app.db, request.params.id);
    const batches = sleep.streamSleepBatches(app.db, { userId: participant.id });
    return sendCsv(
      reply,
      sleepCsvFileName(participant.name),
      csvBatchStream(SLEEP_CSV_HEADER, batches, (row) => sleepCsvRow(row, timeline), request.query.dialect),
    );
  });

  app.get(
    '/heart-rate-data',
    { schema: { querystring: adminDataQuerySchema, response: { 200: adminHeartRateDataResponseSchema } }, config: admin },
    async (request, reply) => {
      const query = request.query;
      if (!paged(query)) {
        return sendJsonStream(
          reply,
          sessionsJsonStream(heartRate.streamHeartRateRows(app.db, filtersOf(query)), presentAdminHeartRate),
        );
      }
      const page = await heartRate.heartRatePage(
        app.db,
        filtersOf(query),
        query.limit ?? ADMIN_DATA_DEFAULT_PAGE_SIZE,
        query.cursor,
      );
      return { success: true as const, sessions: page.rows.map(presentAdminHeartRate), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/heart-rate-data/overview',
    { schema: { response: { 200: adminHeartRateOverviewResponseSchema } }, config: admin },
    async () => ({ success: true as const, overview: await heartRate.heartRateOverview(app.db) }),
  );

  app.get(
    '/heart-rate-data/participants',
    {
      schema: { querystring: adminParticipantsQuerySchema, response: { 200: adminHeartRateParticipantsResponseSchema } },
      config: admin,
    },
    async (request) => {
      const { search, limit = ADMIN_DATA_DEFAULT_PAGE_SIZE, cursor } = request.query;
      const page = await heartRate.heartRateParticipantsPage(app.db, search, limit, cursor);
      return {
        success: true as const,
        participants: page.rows.map((row) => ({
          ...presentParticipant({ id: row.userId, name: row.userName, phone: row.userPhone, group: row.group }),
          record_count: row.recordCount,
          latest: presentAdminHeartRate(row),
        })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/heart-rate-data/participants/:id',
    { schema: { params: idParamsSchema, response: { 200: adminHeartRateDetailResponseSchema } }, config: admin },
    async (request) => {
      const detail = await heartRate.heartRateDetail(app.db, request.params.id);
      return { success: true as const, participant: presentParticipant(detail.participant), averages: detail.averages };
    },
  );

  app.get(
    '/heart-rate-data/participants/:id/csv',
    { schema: csvOfOne, config: admin },
    async (request, reply) => {
      const participant = await heartRate.assertHeartRateToExport(app.db, request.params.id);
      const rows = mapRows(heartRate.streamHeartRateRows(app.db, { userId: participant.id }), heartRateCsvRow);
      return sendCsv(reply, heartRateCsvFileName(participant.name), csvStream(HEART_RATE_CSV_HEADER, rows, request.query.dialect));
    },
  );
};
