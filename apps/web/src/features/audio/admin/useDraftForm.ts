import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { Checked } from './drafts';
import { CONTENT_ADMIN_TEXTS as T } from './texts';

/**
 * The draft of an add or edit form and its submit: the draft is checked with the server's schema
 * first (its message shown, nothing sent), then `send` gets the request body, a handler for a
 * failed save (which shows the server's message) and one that starts a fresh draft.
 */
export function useDraftForm<Draft, Body>(
  initial: Draft | (() => Draft),
  check: (draft: Draft) => Checked<Body>,
  send: (body: Body, handlers: { onError: (error: Error) => void; startOver: () => void }) => void,
) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    send(checked.body, { onError: (error) => setProblem(errorMessage(error, T.failed)), startOver: () => setDraft(initial) });
  };

  return { draft, setDraft, problem, submit };
}
