import { useState } from 'react';
import type { CsvDialect } from '@uyku/domain';
import { ApiError } from '../../../lib/api-client';
import { withCsvDialect } from '../../../lib/csv-dialect';
import { CsvDownloadButton } from '../../../lib/ui/CsvDownloadButton';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { downloadFromApi } from './download';
import { DATA_TEXTS } from './texts';

/**
 * 'CSV İndir' of a participant's detail, in the dialect the admin chose ('Excel (Türkçe)' or
 * 'Standart CSV'). With no records it says 'Dışa aktarılacak veri yok!' without calling; a failed
 * download says 'Veriler indirilemedi' (docs/product.md, "Exports").
 */
export function CsvButton({
  path,
  recordCount,
  fallbackName,
  label = DATA_TEXTS.downloadCsv,
}: {
  path: string;
  recordCount: number;
  fallbackName: string;
  /** 'CSV İndir' unless the export needs naming (the study-wide one). */
  label?: string;
}) {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  const download = async (dialect: CsvDialect) => {
    if (recordCount === 0) {
      notice.error(DATA_TEXTS.nothingToExport);
      return;
    }
    setBusy(true);
    try {
      await downloadFromApi(withCsvDialect(path, dialect), fallbackName);
    } catch (error) {
      const nothing = error instanceof ApiError && error.message === DATA_TEXTS.nothingToExport;
      notice.error(nothing ? DATA_TEXTS.nothingToExport : DATA_TEXTS.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CsvDownloadButton
      label={busy ? DATA_TEXTS.downloading : label}
      busy={busy}
      onDownload={(dialect) => void download(dialect)}
    />
  );
}
