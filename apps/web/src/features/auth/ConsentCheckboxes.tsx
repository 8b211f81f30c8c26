import { Box, Checkbox, FormControlLabel, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { AUTH_TEXTS } from './texts';

interface ConsentCheckboxesProps {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  onTermsChange: (checked: boolean) => void;
  onPrivacyChange: (checked: boolean) => void;
  /** Extra control after the terms line (the register screen's "read the agreement" button). */
  termsExtra?: ReactNode;
}

/** The two consents of the sign-in screens; their links open the legal texts in a new tab. */
export function ConsentCheckboxes({
  acceptTerms,
  acceptPrivacy,
  onTermsChange,
  onPrivacyChange,
  termsExtra,
}: ConsentCheckboxesProps) {
  const t = AUTH_TEXTS.consent;
  return (
    <Stack spacing={0.5}>
      <Box>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={<Checkbox checked={acceptTerms} onChange={(e) => onTermsChange(e.target.checked)} name="acceptTerms" />}
          label={
            <span>
              <Link href="/terms" target="_blank" rel="noopener">
                {t.termsLink}
              </Link>
              {t.termsAfter}
            </span>
          }
        />
        {termsExtra}
      </Box>
      {/* Wrapped like the first line: Stack's spacing would otherwise reset the label's negative margin. */}
      <Box>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={<Checkbox checked={acceptPrivacy} onChange={(e) => onPrivacyChange(e.target.checked)} name="acceptPrivacy" />}
          label={
            <span>
              <Link href="/privacy-policy" target="_blank" rel="noopener">
                {t.privacyLink}
              </Link>
              {t.privacyAfter}
            </span>
          }
        />
      </Box>
    </Stack>
  );
}
