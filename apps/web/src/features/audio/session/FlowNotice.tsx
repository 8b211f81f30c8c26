import { Alert, Snackbar } from '@mui/material';
import type { Notice } from './useAudioFlow';

/** The flow's confirmation or failure ('Kalp atım hızı kaydedildi!', 'Kayıt başarısız oldu', …). */
export function FlowNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Snackbar open autoHideDuration={6000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity={notice.severity} onClose={onClose} variant="filled" sx={{ width: '100%' }}>
        {notice.text}
      </Alert>
    </Snackbar>
  );
}
