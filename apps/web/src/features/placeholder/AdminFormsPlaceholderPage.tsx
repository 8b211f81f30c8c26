import { ComingSoon } from './ComingSoon';

export default function AdminFormsPlaceholderPage() {
  return <ComingSoon title="Form Yönetimi" />;
}
