import { useCallback, useMemo, useState } from 'react';
import type { Notice } from './NoticeSnackbar';

export interface NoticeState {
  notice: Notice | null;
  success: (text: string) => void;
  error: (text: string) => void;
  close: () => void;
}

/** The notice of one screen, for a `NoticeSnackbar`; a new notice replaces the shown one. */
export function useNoticeState(): NoticeState {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = useCallback((text: string) => setNotice({ severity: 'success', text, key: Date.now() }), []);
  const error = useCallback((text: string) => setNotice({ severity: 'error', text, key: Date.now() }), []);
  const close = useCallback(() => setNotice(null), []);
  return useMemo(() => ({ notice, success, error, close }), [notice, success, error, close]);
}
