import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALLOCATION_METHOD_LABELS,
  allocationLogResponseSchema,
  csvDialectQuerySchema,
  formatDateTime,
  groupHistoryResponseSchema,
  idParamsSchema,
  registrationModeResponseSchema,
  STUDY_MSG,
  studySettingsRequestSchema,
  studySettingsResponseSchema,
  studyActionResponseSchema,
  studySettingsSavedResponseSchema,
  todayInStudyZone,
} from '@uyku/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { attachmentDisposition, csvText } from '../../lib/csv.js';
import { requireUser } from '../../plugins/auth.js';
import { listAllocations } from '../../core/study/allocation.js';
import { groupHistoryOf } from '../../core/study/group-history.js';
import { getSettings, groupDescriptionsOf, readSettings, saveSettings } from '../../core/study/settings.js';
import { revealList } from '../../core/study/allocation-seal.js';
import { lockPlan } from '../../core/study/analysis-plan.js';

const GROUP_LABELS = { control: 'Kontrol', experiment: 'Deney' } as const;
export const ALLOCATION_CSV_HEADER = [
  'Katılımcı Kodu',
  'Atama Zamanı',
  'Tabaka',
  'Blok',
  'Bloktaki Sıra',
  'Blok Büyüklüğü',
  'Grup',
  'Yöntem',
  // What a registrant choosing their group read under each group's name (docs/product.md, "Study").
  'Gösterilen Kontrol Açıklaması',
  'Gösterilen Deney Açıklaması',
] as const;

/** `/api/study`: what the public registration form needs to know (decision 009). */
export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registration',
    { schema: { response: { 200: registrationModeResponseSchema } }, config: { access: 'public' } },
    async () => {
      const settings = await readSettings(app.db);
      const randomised = settings.allocationMode === 'randomised';
      return {
        success: true as const,
        allocation_mode: settings.allocationMode,
        stratification_question: randomised ? settings.stratificationQuestion : null,
        stratification_options: randomised ? settings.stratificationOptions : [],
        group_descriptions: groupDescriptionsOf(settings),
        study_contact: settings.studyContact,
      };
    },
  );
};

/** `/api/admin/study*` and a participant's group history: the 'Çalışma' tab and the user detail. */
export const studyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { access: 'admin' } as const;

  app.get('/study', { schema: { response: { 200: studySettingsResponseSchema } }, config: admin }, async () => ({
    success: true as const,
    settings: await getSettings(app.db),
  }));

  app.put(
    '/study',
    { schema: { body: studySettingsRequestSchema, response: { 200: studySettingsSavedResponseSchema } }, config: admin },
    async (request) => ({
      success: true as const,
      message: STUDY_MSG.saved,
      settings: await saveSettings(app.db, requireUser(request), request.body),
    }),
  );

  // 'Atama Listesini Aç': ends concealment; the list and salt go into the study ZIP (decision 033).
  app.post(
    '/study/allocation-list/reveal',
    { schema: { response: { 200: studyActionResponseSchema } }, config: admin },
    async (request) => {
      await revealList(app.db, requireUser(request));
      return { success: true as const, message: STUDY_MSG.listRevealed, settings: await getSettings(app.db) };
    },
  );

  // 'Analiz Planını Kilitle': the plan and its SHA-256 fixed before the data (decision 035).
  app.post(
    '/study/analysis-plan/lock',
    { schema: { response: { 200: studyActionResponseSchema } }, config: admin },
    async (request) => {
      await lockPlan(app.db, requireUser(request));
      return { success: true as const, message: STUDY_MSG.planLockedNow, settings: await getSettings(app.db) };
    },
  );

  app.get('/study/allocations', { schema: { response: { 200: allocationLogResponseSchema } }, config: admin }, async () => ({
    success: true as const,
    allocations: await listAllocations(app.db),
  }));

  app.get('/study/allocations/csv', { schema: { querystring: csvDialectQuerySchema }, config: admin }, async (request, reply) => {
    const rows = await listAllocations(app.db);
    if (rows.length === 0) throw notFound(STUDY_MSG.nothingToExport);
    const body = csvText(
      ALLOCATION_CSV_HEADER,
      rows.map((row) => [
        row.participant_code,
        formatDateTime(row.allocated_at),
        row.stratum,
        row.block_number,
        row.block_position === null ? null : row.block_position + 1,
        row.block_size,
        GROUP_LABELS[row.result],
        ALLOCATION_METHOD_LABELS[row.method],
        row.control_description,
        row.experiment_description,
      ]),
      request.query.dialect,
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`randomizasyon-kaydi-${todayInStudyZone()}.csv`))
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get(
    '/users/:id/group-history',
    { schema: { params: idParamsSchema, response: { 200: groupHistoryResponseSchema } }, config: admin },
    async (request) => {
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!user) throw notFound('Kullanıcı bulunamadı');
      return { success: true as const, history: await groupHistoryOf(app.db, user.id) };
    },
  );
};
