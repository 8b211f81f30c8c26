import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { LegalDocumentBody } from '../../lib/legal/LegalDocumentBody';
import type { LegalText } from '../../lib/legal/types';

const PAGE_TEXTS = {
  home: 'Ana Sayfaya Dön',
  version: (version: string, dateLabel: string) => `Sürüm ${version} · Yürürlük tarihi: ${dateLabel}`,
} as const;

function HomeLink() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 1, fontWeight: 600 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {PAGE_TEXTS.home}
    </Link>
  );
}

/** A versioned legal text as a readable single column, from a 390 px phone to a desktop screen. */
export function LegalPage({ text }: { text: LegalText }) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', p: { xs: 2, md: 4 } }}>
      <Box
        component="article"
        aria-labelledby={titleId}
        // Long words (statute names, URLs) wrap instead of widening the page on a phone.
        sx={{ maxWidth: 800, mx: 'auto', overflowWrap: 'break-word' }}
        lang="tr"
      >
        <HomeLink />
        <Stack component="header" spacing={1} sx={{ mt: 1, mb: 2 }}>
          <Typography variant="h4" component="h1" id={titleId} sx={{ fontSize: { xs: '1.625rem', sm: '2.125rem' } }}>
            {text.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {PAGE_TEXTS.version(text.version, text.dateLabel)}
          </Typography>
        </Stack>
        <LegalDocumentBody text={text} />
        <Divider sx={{ mt: 4, mb: 1 }} />
        <HomeLink />
      </Box>
    </Box>
  );
}
