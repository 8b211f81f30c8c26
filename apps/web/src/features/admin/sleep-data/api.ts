import type { AdminSleepDataResponse, AdminSleepDetailResponse, AdminSleepOverviewResponse, AdminSleepParticipantsResponse } from '@uyku/domain';
import { adminDataQueries } from '../data-shared/queries';

/** The sleep tab's reads: summaries and pages only, never every row at once. */
const sleepData = adminDataQueries<{
  overview: AdminSleepOverviewResponse;
  participants: AdminSleepParticipantsResponse;
  detail: AdminSleepDetailResponse;
  records: AdminSleepDataResponse;
}>('sleep-data');

export const sleepDataKeys = sleepData.keys;
export const sleepOverviewQuery = sleepData.overview;
export const sleepParticipantsQuery = sleepData.participants;
export const sleepDetailQuery = sleepData.detail;
export const participantNightsQuery = sleepData.records;
export const sleepCsvPath = sleepData.csvPath;
