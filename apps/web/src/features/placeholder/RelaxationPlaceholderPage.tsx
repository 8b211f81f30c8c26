import { ComingSoon } from './ComingSoon';

export default function RelaxationPlaceholderPage() {
  return <ComingSoon title="Rahatlama Merkezi" />;
}
