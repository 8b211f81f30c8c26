import { ComingSoon } from './ComingSoon';

export default function BinauralPlaceholderPage() {
  return <ComingSoon title="Binaural Sesler" />;
}
