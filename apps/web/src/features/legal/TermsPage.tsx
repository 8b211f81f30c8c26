import { usePageTitle } from '../../lib/usePageTitle';
import { LegalPage } from './LegalPage';
import { TERMS } from '../../lib/legal/terms-text';

/** /terms: public, opened in a new tab from the consent boxes and the profile. */
export default function TermsPage() {
  usePageTitle(TERMS.title);
  return <LegalPage text={TERMS} />;
}
