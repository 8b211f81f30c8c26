import { sql, type SQL } from 'drizzle-orm';
import { STUDY_TIME_ZONE } from '@uyku/domain';

/** The instant a study calendar day starts (`day` 00:00 in Europe/Istanbul), for timestamp columns. */
export function dayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${STUDY_TIME_ZONE})`;
}

/** The instant the day after `day` starts: `to` is included up to its last microsecond. */
export function dayEnd(day: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${STUDY_TIME_ZONE})`;
}
