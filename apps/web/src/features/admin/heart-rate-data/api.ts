import type {
  AdminHeartRateDataResponse,
  AdminHeartRateDetailResponse,
  AdminHeartRateOverviewResponse,
  AdminHeartRateParticipantsResponse,
} from '@uyku/domain';
import { adminDataQueries } from '../data-shared/queries';

/** The heart-rate tab's reads: summaries and pages only. */
const heartRateData = adminDataQueries<{
  overview: AdminHeartRateOverviewResponse;
  participants: AdminHeartRateParticipantsResponse;
  detail: AdminHeartRateDetailResponse;
  records: AdminHeartRateDataResponse;
}>('heart-rate-data');

export const heartRateDataKeys = heartRateData.keys;
export const heartRateOverviewQuery = heartRateData.overview;
export const heartRateParticipantsQuery = heartRateData.participants;
export const heartRateDetailQuery = heartRateData.detail;
export const heartRateRecordsQuery = heartRateData.records;
export const heartRateCsvPath = heartRateData.csvPath;
