import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { downloadFromApi } from './download';
import { DATA_TEXTS } from './texts';

/**
 * 'CSV İndir' of a participant's detail. With no records it says 'Dışa aktarılacak veri yok!'
 * without calling; a failed download says 'Veriler indirilemedi' (docs/product.md, "Exports").
 */
export function CsvButton({ path, recordCount, fallbackName }: { path: string; recordCount: number; fallbackName: string }) {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (recordCount === 0) {
      notice.error(DATA_TEXTS.nothingToExport);
      return;
    }
    setBusy(true);
    try {
      await downloadFromApi(path, fallbackName);
    } catch (error) {
      const nothing = error instanceof ApiError && error.message === DATA_TEXTS.nothingToExport;
      notice.error(nothing ? DATA_TEXTS.nothingToExport : DATA_TEXTS.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
      {busy ? DATA_TEXTS.downloading : DATA_TEXTS.downloadCsv}
    </Button>
  );
}
