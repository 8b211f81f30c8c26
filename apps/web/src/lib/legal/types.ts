import { STUDY_TIME_ZONE } from '@uyku/domain';

/** One numbered section of a legal text. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** The items carry their own labels ("a)", "b)", "ç)" as in the statute), so no bullet marker is drawn. */
  labelledBullets?: boolean;
  /** Paragraphs shown after the list. */
  closing?: readonly string[];
}

/** A versioned legal document as shown on its public page. */
export interface LegalText {
  title: string;
  version: string;
  /** Effective date, ISO calendar date (as in `LEGAL_DOCUMENTS`). */
  date: string;
  /** The effective date as a Turkish reader sees it: "8 Ekim 2025". */
  dateLabel: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

const LEGAL_DATE_FORMAT = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STUDY_TIME_ZONE,
});

/** "2025-10-08" → "8 Ekim 2025". A calendar date is read at noon UTC so no time zone moves it to another day. */
export function formatLegalDate(isoDate: string): string {
  return LEGAL_DATE_FORMAT.format(new Date(`${isoDate}T12:00:00Z`));
}
