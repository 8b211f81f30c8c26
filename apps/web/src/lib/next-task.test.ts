import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks queued before it and after the current task ends', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve().then(() => order.push('promise'));
    order.push('same task');
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['same task', 'microtask', 'promise']);
    await done;
    expect(order).toEqual(['same task', 'microtask', 'promise', 'next task']);
  });
});
