import type { AbGroup } from '@uyku/domain';

/** Who plays a session of the audio catalogue: the arm decides what they may play and record. */
export interface Listener {
  id: string;
  group: AbGroup;
}
