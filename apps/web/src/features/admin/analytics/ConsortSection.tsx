import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { consortSvg } from '@uyku/domain';
import { useMemo } from 'react';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { queryPhase } from '../../../lib/ui/query-phase';
import { consortQuery } from './api';
import { Section } from './Section';
import { ANALYTICS_TEXTS as T } from './texts';

/** Saves the diagram as consort.svg: the same file the study ZIP carries. */
function saveSvg(svg: string): void {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'consort.svg';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The CONSORT 2010 flow diagram from live data (docs/sleep-metrics.md, "CONSORT flow"), drawn by
 * the domain's renderer as an image (it prints as it shows) and downloadable as SVG.
 */
export function ConsortSection() {
  const consort = useQuery(consortQuery);
  const svg = useMemo(() => (consort.data ? consortSvg(consort.data) : null), [consort.data]);
  return (
    <Section title={T.consort.title} intro={T.consort.intro} testId="analysis-consort">
      {queryPhase(consort).phase === 'failed' ? (
        <LoadFailed message={T.consort.failed} onRetry={() => void consort.refetch()} />
      ) : null}
      {consort.isPending ? <Typography color="text.secondary">{T.consort.loading}</Typography> : null}
      {svg && consort.data ? (
        <>
          <Box>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => saveSvg(svg)}>
              {T.consort.download}
            </Button>
          </Box>
          {/* Focusable and named, so a keyboard can scroll the diagram on a phone too (axe: scrollable-region-focusable). */}
          <Box
            tabIndex={0}
            role="region"
            aria-label={T.consort.title}
            sx={{ overflowX: 'auto', bgcolor: '#ffffff', borderRadius: 1 }}
          >
            <Box
              component="img"
              data-testid="consort-diagram"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={T.consort.alt(consort.data.registered, consort.data.allocated)}
              sx={{ display: 'block', width: '100%', minWidth: 720, height: 'auto' }}
            />
          </Box>
        </>
      ) : null}
    </Section>
  );
}
