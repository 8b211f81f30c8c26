import { ComingSoon } from './ComingSoon';

export default function FormsPlaceholderPage() {
  return <ComingSoon title="Formlar" />;
}
