/**
 * The states of the audio flow shared by the relaxation and binaural screens, as a pure
 * transition function: idle → (an item chosen) before → (heart rate given, playback started)
 * playing → (the end reached, or ending early confirmed) after → (saved) idle. Ending early —
 * the card's button or leaving the page — first asks (`ending`), and a confirmed end goes to the
 * after-value like a natural end, so no session and no before-value is thrown away
 * (docs/product.md, "Relaxation and binaural sessions"). Cancel in the before-dialog and a failed
 * start go back to idle. An event that does not apply to the current state leaves it unchanged
 * (the same object), so a late event — a recording ending after it was stopped — is harmless.
 */
export interface FlowItem {
  id: string;
  name: string;
  /** Seconds. */
  duration: number;
}

export type FlowPhase = 'idle' | 'before' | 'playing' | 'after';

export interface FlowState<T extends FlowItem> {
  readonly phase: FlowPhase;
  readonly item: T | null;
  /** Seconds played so far and the item's length, for the progress bar. */
  readonly elapsed: number;
  readonly total: number;
  readonly paused: boolean;
  /** Ending early was asked for: playback is held while the participant answers. */
  readonly ending: boolean;
  /** The heart rate after is being saved. */
  readonly saving: boolean;
}

export type FlowEvent<T extends FlowItem> =
  | { type: 'select'; item: T }
  | { type: 'started' }
  | { type: 'startFailed' }
  | { type: 'progress'; elapsed: number; total?: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'ended' }
  | { type: 'stop' }
  | { type: 'requestEnd' }
  | { type: 'keepPlaying' }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'saveFailed' }
  | { type: 'cancel' };

export const IDLE: FlowState<never> = { phase: 'idle', item: null, elapsed: 0, total: 0, paused: false, ending: false, saving: false };

export function flowTransition<T extends FlowItem>(state: FlowState<T>, event: FlowEvent<T>): FlowState<T> {
  switch (state.phase) {
    case 'idle':
      return event.type === 'select' ? { ...IDLE, phase: 'before', item: event.item, total: event.item.duration } : state;
    case 'before':
      if (event.type === 'started') return { ...state, phase: 'playing', elapsed: 0, paused: false };
      if (event.type === 'startFailed' || event.type === 'cancel') return IDLE;
      return state;
    case 'playing':
      switch (event.type) {
        case 'progress':
          return { ...state, elapsed: event.elapsed, total: event.total ?? state.total };
        case 'pause':
          return state.paused ? state : { ...state, paused: true };
        case 'resume':
          return state.paused ? { ...state, paused: false } : state;
        case 'ended':
          return { ...state, phase: 'after', paused: false, ending: false };
        case 'stop':
          return IDLE;
        case 'requestEnd':
          return state.ending ? state : { ...state, ending: true };
        case 'keepPlaying':
          return state.ending ? { ...state, ending: false } : state;
        default:
          return state;
      }
    case 'after':
      if (event.type === 'saving') return state.saving ? state : { ...state, saving: true };
      if (event.type === 'saveFailed') return state.saving ? { ...state, saving: false } : state;
      if (event.type === 'saved') return state.saving ? IDLE : state;
      if (event.type === 'cancel') return state.saving ? state : IDLE;
      return state;
  }
}
