import { useEffect } from 'react';
import { TEXTS } from '../../texts';
import { LegalPage } from './LegalPage';
import { PRIVACY_POLICY } from '../../lib/legal/privacy-text';

/** /privacy-policy: public, opened in a new tab from the consent boxes and the profile. */
export default function PrivacyPolicyPage() {
  useEffect(() => {
    document.title = `${PRIVACY_POLICY.title} — ${TEXTS.appTitle}`;
  }, []);
  return <LegalPage text={PRIVACY_POLICY} />;
}
