import { describe, expect, it } from 'vitest';
import { flowTransition, IDLE, type FlowEvent, type FlowPhase, type FlowState } from './flow-machine';

interface Item {
  id: string;
  name: string;
  duration: number;
}

const rain: Item = { id: 'rain', name: 'Yağmur', duration: 600 };
const sea: Item = { id: 'sea', name: 'Deniz', duration: 300 };

const idle: FlowState<Item> = IDLE;
const before: FlowState<Item> = { ...IDLE, phase: 'before', item: rain, total: 600 };
const playing: FlowState<Item> = { ...before, phase: 'playing', elapsed: 42 };
const pausedPlaying: FlowState<Item> = { ...playing, paused: true };
const after: FlowState<Item> = { ...playing, phase: 'after', elapsed: 600 };
const saving: FlowState<Item> = { ...after, saving: true };

const ALL_EVENTS: readonly FlowEvent<Item>[] = [
  { type: 'select', item: sea },
  { type: 'started' },
  { type: 'startFailed' },
  { type: 'progress', elapsed: 10 },
  { type: 'pause' },
  { type: 'resume' },
  { type: 'ended' },
  { type: 'stop' },
  { type: 'requestEnd' },
  { type: 'keepPlaying' },
  { type: 'saving' },
  { type: 'saved' },
  { type: 'saveFailed' },
  { type: 'cancel' },
];

/** The events each state reacts to; every other event must leave the state untouched. */
const VALID: Record<string, { state: FlowState<Item>; events: readonly FlowEvent<Item>['type'][] }> = {
  idle: { state: idle, events: ['select'] },
  before: { state: before, events: ['started', 'startFailed', 'cancel'] },
  playing: { state: playing, events: ['progress', 'pause', 'ended', 'stop', 'requestEnd'] },
  pausedPlaying: { state: pausedPlaying, events: ['progress', 'resume', 'ended', 'stop', 'requestEnd'] },
  ending: { state: { ...playing, ending: true }, events: ['progress', 'pause', 'ended', 'stop', 'keepPlaying'] },
  after: { state: after, events: ['saving', 'cancel'] },
  saving: { state: saving, events: ['saved', 'saveFailed'] },
};

const phaseAfter = (state: FlowState<Item>, event: FlowEvent<Item>): FlowPhase => flowTransition(state, event).phase;

describe('flowTransition', () => {
  it('starts idle, with nothing chosen', () => {
    expect(IDLE).toEqual({ phase: 'idle', item: null, elapsed: 0, total: 0, paused: false, ending: false, saving: false });
  });

  it('playing: ending early asks first; keeping on clears the question, a confirmed end asks the heart rate after', () => {
    const asking = flowTransition(playing, { type: 'requestEnd' });
    expect(asking).toEqual({ ...playing, ending: true });
    expect(flowTransition(asking, { type: 'requestEnd' })).toBe(asking);
    expect(flowTransition(asking, { type: 'keepPlaying' })).toEqual(playing);
    expect(flowTransition(asking, { type: 'ended' })).toEqual({ ...playing, phase: 'after', ending: false });
  });

  it('idle: choosing an item asks for the heart rate before, with the item’s length as total', () => {
    expect(flowTransition(idle, { type: 'select', item: sea })).toEqual({ ...IDLE, phase: 'before', item: sea, total: 300 });
  });

  it('before: playback started → playing from zero', () => {
    expect(flowTransition({ ...before, elapsed: 5 }, { type: 'started' })).toEqual({ ...before, phase: 'playing', elapsed: 0 });
  });

  it('before: a failed start or cancel resets to idle', () => {
    expect(flowTransition(before, { type: 'startFailed' })).toBe(IDLE);
    expect(flowTransition(before, { type: 'cancel' })).toBe(IDLE);
  });

  it('playing: progress moves elapsed, and total only when given', () => {
    expect(flowTransition(playing, { type: 'progress', elapsed: 50 })).toEqual({ ...playing, elapsed: 50 });
    expect(flowTransition(playing, { type: 'progress', elapsed: 50, total: 700 })).toEqual({
      ...playing,
      elapsed: 50,
      total: 700,
    });
  });

  it('playing: pause and resume flip the paused flag; a repeated one changes nothing', () => {
    expect(flowTransition(playing, { type: 'pause' })).toEqual(pausedPlaying);
    expect(flowTransition(pausedPlaying, { type: 'pause' })).toBe(pausedPlaying);
    expect(flowTransition(pausedPlaying, { type: 'resume' })).toEqual(playing);
    expect(flowTransition(playing, { type: 'resume' })).toBe(playing);
  });

  it('playing: the end asks for the heart rate after, no longer paused', () => {
    expect(flowTransition(pausedPlaying, { type: 'ended' })).toEqual({ ...playing, phase: 'after' });
  });

  it('playing: stopping resets to idle', () => {
    expect(flowTransition(playing, { type: 'stop' })).toBe(IDLE);
    expect(flowTransition(pausedPlaying, { type: 'stop' })).toBe(IDLE);
  });

  it('after: saving, then saved resets to idle; a failed save lets the participant try again', () => {
    expect(flowTransition(after, { type: 'saving' })).toEqual(saving);
    expect(flowTransition(saving, { type: 'saved' })).toBe(IDLE);
    expect(flowTransition(saving, { type: 'saveFailed' })).toEqual(after);
  });

  it('after: cancel resets to idle, but not while saving', () => {
    expect(flowTransition(after, { type: 'cancel' })).toBe(IDLE);
    expect(flowTransition(saving, { type: 'cancel' })).toBe(saving);
  });

  it('a whole session: choose, start, end, save', () => {
    const events: FlowEvent<Item>[] = [
      { type: 'select', item: rain },
      { type: 'started' },
      { type: 'ended' },
      { type: 'saving' },
      { type: 'saved' },
    ];
    const phases = events.reduce<FlowPhase[]>((seen, event, index) => {
      const state = events.slice(0, index + 1).reduce<FlowState<Item>>(flowTransition, IDLE);
      return [...seen, state.phase];
    }, []);
    expect(phases).toEqual(['before', 'playing', 'after', 'after', 'idle']);
  });

  describe.each(Object.entries(VALID))('in state %s', (_name, { state, events }) => {
    const invalid = ALL_EVENTS.filter((event) => !events.includes(event.type));
    it.each(invalid.map((event) => [event.type, event] as const))('ignores %s (same state object)', (_type, event) => {
      expect(flowTransition(state, event)).toBe(state);
    });
    it.each(ALL_EVENTS.filter((event) => events.includes(event.type)).map((event) => [event.type, event] as const))(
      'reacts to %s',
      (_type, event) => {
        expect(flowTransition(state, event)).not.toBe(state);
        expect(['idle', 'before', 'playing', 'after']).toContain(phaseAfter(state, event));
      },
    );
  });
});
