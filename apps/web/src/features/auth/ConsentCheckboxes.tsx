import { Box, Checkbox, FormControlLabel, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { CheckboxInputStandIn } from '../../lib/ui/not-yet-interactive';
import { useHydrated } from '../../lib/useHydrated';
import { AUTH_TEXTS } from './texts';

interface ConsentCheckboxesProps {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  onTermsChange: (checked: boolean) => void;
  onPrivacyChange: (checked: boolean) => void;
  /** Extra control after the terms line (the register screen's "read the agreement" button). */
  termsExtra?: ReactNode;
}

interface ConsentLineProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  href: string;
  linkText: string;
  after: string;
  children?: ReactNode;
}

/**
 * One consent: a checkbox whose label links to the legal text (new tab). Each line sits in its own
 * Box because Stack's spacing would otherwise reset the label's negative margin and indent it.
 */
function ConsentLine({ name, checked, onChange, href, linkText, after, children }: ConsentLineProps) {
  // On a prerendered page the box takes ticks only once the app has taken the page over (see useHydrated).
  const interactive = useHydrated();
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            name={name}
            slots={interactive ? undefined : { input: CheckboxInputStandIn }}
          />
        }
        label={
          <span>
            {/* A 44 px tall touch target (WCAG 2.5.5) without moving the label's lines: the padding
                is taken back by an equal negative margin. */}
            <Link
              href={href}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-block', lineHeight: '20px', py: '12px', my: '-12px', position: 'relative' }}
            >
              {linkText}
            </Link>
            {after}
          </span>
        }
      />
      {children}
    </Box>
  );
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
      <ConsentLine
        name="acceptTerms"
        checked={acceptTerms}
        onChange={onTermsChange}
        href="/terms"
        linkText={t.termsLink}
        after={t.termsAfter}
      >
        {termsExtra}
      </ConsentLine>
      <ConsentLine
        name="acceptPrivacy"
        checked={acceptPrivacy}
        onChange={onPrivacyChange}
        href="/privacy-policy"
        linkText={t.privacyLink}
        after={t.privacyAfter}
      />
    </Stack>
  );
}
