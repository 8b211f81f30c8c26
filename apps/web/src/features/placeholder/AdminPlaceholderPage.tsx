import { ComingSoon } from './ComingSoon';

export default function AdminPlaceholderPage() {
  return <ComingSoon title="Admin Panel" />;
}
