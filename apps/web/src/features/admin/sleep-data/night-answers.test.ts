import { describe, expect, it } from 'vitest';
import { SLEEP_FIELDS, type SleepCatalogue } from '@uyku/domain';
import { nightAnswerGroups } from './night-answers';

const catalogue: SleepCatalogue = {
  bedtime: SLEEP_FIELDS.bedtime,
  rem_duration: SLEEP_FIELDS.rem_duration,
  caffeine_intake: SLEEP_FIELDS.caffeine_intake,
  tried_to_sleep_time: SLEEP_FIELDS.tried_to_sleep_time,
  notes: SLEEP_FIELDS.notes,
  // A field added to the catalogue shows up without an edit (docs/decisions/018-sleep-field-catalogue.md).
  coffee_cups: {
    kind: 'count',
    default: 0,
    bounds: { min: 0, max: 10, unit: '', integer: true },
    label: 'Kahve',
    formTab: 'factors',
    messageLabel: 'Kahve sayısı',
    admin: null,
    csvHeader: null,
    export: { column: 'coffee_cups', label: 'Kahve fincanı', meaning: 'Ham giriş' },
  },
};

describe('nightAnswerGroups', () => {
  it("groups the answers by the form's tabs with the admin's labels, leaving out the notes and optional items not given", () => {
    const groups = nightAnswerGroups(
      catalogue,
      {
        bedtime: '23:10',
        rem_duration: 0,
        caffeine_intake: true,
        tried_to_sleep_time: null,
        notes: 'metin',
        coffee_cups: 2,
      },
      ['caffeine_intake'],
    );
    // The answer saved untouched is marked (docs/sleep-metrics.md, "Untouched answers").
    expect(groups).toEqual([
      { tab: 'basics', lines: [{ key: 'bedtime', label: 'Yatağa girme saati', text: '23:10', untouched: false }] },
      { tab: 'stages', lines: [{ key: 'rem_duration', label: 'REM', text: '—', untouched: false }] },
      {
        tab: 'factors',
        lines: [
          { key: 'caffeine_intake', label: 'Kafein', text: 'Evet', untouched: true },
          { key: 'coffee_cups', label: 'Kahve fincanı', text: '2', untouched: false },
        ],
      },
    ]);
  });

  it('lists an optional item once it is given', () => {
    const [basics] = nightAnswerGroups(catalogue, { bedtime: '23:10', tried_to_sleep_time: '23:25' });
    expect(basics?.lines.map((line) => line.text)).toEqual(['23:10', '23:25']);
  });
});
