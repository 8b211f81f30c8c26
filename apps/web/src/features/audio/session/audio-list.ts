/** What an audio page lists, and how (docs/decisions/034-intervention-phase-gate.md). */
export interface AudioListView<T> {
  items: T[];
  /** Nothing to list yet: the answer is on its way (or waits for the network). */
  pending: boolean;
  /** The list could not be loaded on a day the server has not said the audio is open: an error with 'Tekrar Dene'. */
  failed: boolean;
}

/**
 * The items a relaxation or binaural page shows. The server's list when it has one; the built-in
 * items after a failed request, and a kept catalogue at all, only on a study day the server has
 * said this participant's audio is open (`openToday`, intervention-open-today.ts): on any other
 * day a failed list is an error, and a kept one waits for the server, since the day may lie
 * outside the participant's intervention phase.
 */
export function audioListView<T>(
  list: { data: T[] | undefined; isError: boolean },
  openToday: boolean,
  fallback: () => T[],
): AudioListView<T> {
  // Both read on every call: a TanStack Query result re-renders its component only for the fields
  // the last render read, and a day without the server's word reads no data.
  const { data, isError } = list;
  if (!openToday) return { items: [], pending: !isError, failed: isError };
  if (data) return { items: data, pending: false, failed: false };
  if (isError) return { items: fallback(), pending: false, failed: false };
  return { items: [], pending: true, failed: false };
}
