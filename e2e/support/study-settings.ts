import { expect, type APIRequestContext } from '@playwright/test';

/** What `PUT /api/admin/study` takes besides the protocol fields it requires. */
export type StudySettingsChanges = Record<string, unknown>;

/**
 * Changes some of the study's settings through the admin API and keeps every other as it is: the PUT
 * requires the protocol fields, so they are read first and sent back unchanged.
 */
export async function changeStudySettings(request: APIRequestContext, token: string, changes: StudySettingsChanges): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const { settings } = (await (await request.get('/api/admin/study', { headers })).json()) as {
    settings: {
      study_start_date: string | null;
      baseline_days: number;
      intervention_days: number;
      follow_up_days: number;
      allocation_mode: string;
      block_scheme: string;
      stratification_question: string | null;
      stratification_options: string[];
    };
  };
  const saved = await request.put('/api/admin/study', {
    headers,
    data: {
      studyStartDate: settings.study_start_date,
      baselineDays: settings.baseline_days,
      interventionDays: settings.intervention_days,
      followUpDays: settings.follow_up_days,
      allocationMode: settings.allocation_mode,
      blockScheme: settings.block_scheme,
      stratificationQuestion: settings.stratification_question,
      stratificationOptions: settings.stratification_options,
      ...changes,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
