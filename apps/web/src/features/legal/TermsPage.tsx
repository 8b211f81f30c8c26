import { useEffect } from 'react';
import { TEXTS } from '../../texts';
import { LegalPage } from './LegalPage';
import { TERMS } from '../../lib/legal/terms-text';

/** /terms: public, opened in a new tab from the consent boxes and the profile. */
export default function TermsPage() {
  useEffect(() => {
    document.title = `${TERMS.title} — ${TEXTS.appTitle}`;
  }, []);
  return <LegalPage text={TERMS} />;
}
