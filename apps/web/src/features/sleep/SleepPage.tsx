import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { idParamsSchema } from '@uyku/domain';
import { usePageTitle } from '../../lib/usePageTitle';
import { onUnsavedGuardEntry } from '../../lib/unsaved-guard-entry';
import { nightsQuery } from './api';
import { EditNightView, NewNightView } from './SleepFormView';
import { SleepListView, type SleepFlash } from './SleepListView';
import { SLEEP_TEXTS } from './texts';

/** `?entry=new` opens the new-record form, `?entry=<id>` corrects a night; without it, the list. */
const ENTRY_PARAM = 'entry';

/**
 * /sleep (docs/product.md, "Sleep diary"): the list view and the entry form. The open form lives in the
 * address, so the phone's back button returns to the list and the dashboard can link straight
 * to a new entry. A successful save returns to the refreshed list with its message.
 */
export default function SleepPage() {
  const [params, setParams] = useSearchParams();
  const [flash, setFlash] = useState<SleepFlash | null>(null);
  // Loaded on every view: a refused duplicate night is matched to the entry it collides with.
  const sessions = useQuery(nightsQuery());
  const entry = params.get(ENTRY_PARAM);
  const editId = entry && idParamsSchema.safeParse({ id: entry }).success ? entry : null;

  usePageTitle(SLEEP_TEXTS.pageTitle);

  const open = (value: string | null) => {
    setParams(value ? { [ENTRY_PARAM]: value } : {}, { replace: onUnsavedGuardEntry() });
    window.scrollTo({ top: 0 });
  };
  const actions = {
    onCancel: () => open(null),
    onSaved: (message: string, outcome?: 'kept') => {
      setFlash({ text: message, severity: outcome === 'kept' ? 'info' : 'success' });
      open(null);
    },
    findEntryOn: (date: string) => sessions.data?.find((session) => session.sleep_date === date)?.id,
    onEditEntry: (id: string) => open(id),
  };

  if (entry === 'new') return <NewNightView {...actions} />;
  if (editId) return <EditNightView key={editId} id={editId} {...actions} />;
  return (
    <SleepListView
      flash={flash}
      onFlashClose={() => setFlash(null)}
      onFlash={(text) => setFlash({ text, severity: 'success' })}
      onNew={() => {
        setFlash(null);
        open('new');
      }}
      onEdit={(id) => {
        setFlash(null);
        open(id);
      }}
    />
  );
}
