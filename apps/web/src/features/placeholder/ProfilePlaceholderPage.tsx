import { ComingSoon } from './ComingSoon';

export default function ProfilePlaceholderPage() {
  return <ComingSoon title="Profil" />;
}
