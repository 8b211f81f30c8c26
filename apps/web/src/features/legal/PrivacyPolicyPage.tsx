import { usePageTitle } from '../../lib/usePageTitle';
import { LegalPage } from './LegalPage';
import { PRIVACY_POLICY } from '../../lib/legal/privacy-text';

/** /privacy-policy: public, opened in a new tab from the consent boxes and the profile. */
export default function PrivacyPolicyPage() {
  usePageTitle(PRIVACY_POLICY.title);
  return <LegalPage text={PRIVACY_POLICY} />;
}
