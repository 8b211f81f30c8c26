import { useMemo, type ReactNode } from 'react';
import { NoticeSnackbar } from './NoticeSnackbar';
import { NoticeContext } from './useNotice';
import { useNoticeState } from './useNoticeState';

/** One snackbar shared by everything inside, reached with `useNotice()`. */
export function NoticeProvider({ children, testId }: { children: ReactNode; testId?: string }) {
  const { notice, success, error, close } = useNoticeState();
  const api = useMemo(() => ({ success, error }), [success, error]);
  return (
    <NoticeContext.Provider value={api}>
      {children}
      <NoticeSnackbar notice={notice} onClose={close} testId={testId} />
    </NoticeContext.Provider>
  );
}
