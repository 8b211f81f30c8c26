import { ComingSoon } from './ComingSoon';

export default function SleepPlaceholderPage() {
  return <ComingSoon title="Uyku Takibi" />;
}
