import { cleanup, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import {
  newNight,
  SLEEP_FIELD_KEYS,
  SLEEP_FIELDS,
  SLEEP_FORM_TABS,
  type SleepFormTab,
  type NightInput,
  type NightRequest,
} from '@uyku/domain';
import { BasicsTab } from './BasicsTab';
import { FactorsTab } from './FactorsTab';
import { MoodNotesTab } from './MoodNotesTab';
import { StagesTab } from './StagesTab';

afterEach(cleanup);

/**
 * Each catalogue field names the form tab that holds it (docs/decisions/018-sleep-field-catalogue.md);
 * which control it gets there is the tab's design. This fails for a field added to the catalogue
 * until its tab shows it, under the catalogue's label.
 */

const PANELS: Record<SleepFormTab, ComponentType> = {
  basics: BasicsTab,
  stages: StagesTab,
  factors: FactorsTab,
  moodNotes: MoodNotesTab,
};

// A night over 16 hours in bed, so the tab also shows the confirmation it asks for then.
const LONG_NIGHT = { ...newNight('2025-10-08'), bedtime: '08:00', sleep_time: '09:00', wake_time: '07:00' };

function Form({ children }: { children: ReactNode }) {
  const form = useForm<NightRequest, unknown, NightInput>({ defaultValues: LONG_NIGHT });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the entry form', () => {
  it.each(SLEEP_FORM_TABS)('shows every catalogue field of the %s tab under its label', (tab) => {
    const Panel = PANELS[tab];
    const { container } = render(
      <Form>
        <Panel />
      </Form>,
    );
    const labels = SLEEP_FIELD_KEYS.filter((key) => SLEEP_FIELDS[key].formTab === tab).map((key) => SLEEP_FIELDS[key].label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(container.textContent).toContain(label);
  });
});
