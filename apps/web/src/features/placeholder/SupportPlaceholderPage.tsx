import { ComingSoon } from './ComingSoon';

export default function SupportPlaceholderPage() {
  return <ComingSoon title="Uzman Desteği" />;
}
