import { createContext, useContext } from 'react';

export interface NoticeApi {
  success: (text: string) => void;
  error: (text: string) => void;
}

export const NoticeContext = createContext<NoticeApi | null>(null);

/** The snackbar of the surrounding `NoticeProvider`, for components deep inside a screen. */
export function useNotice(): NoticeApi {
  const value = useContext(NoticeContext);
  if (!value) throw new Error('useNotice outside NoticeProvider');
  return value;
}
