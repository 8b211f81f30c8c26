import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../session-context';
import { outbox } from './device-outbox';
import type { OutboxItem, OutboxKind } from './types';

const NONE: readonly OutboxItem[] = [];

/** The signed-in account's kept writes of one kind, oldest first, for a list to show as 'Gönderilmeyi bekliyor'. */
export function usePendingWrites(kind: OutboxKind): readonly OutboxItem[] {
  const { user } = useSession();
  const items = useSyncExternalStore(outbox.subscribe, outbox.items, () => NONE);
  const account = user?.userId ?? null;
  return useMemo(() => items.filter((item) => item.kind === kind && item.accountId === account), [items, kind, account]);
}
