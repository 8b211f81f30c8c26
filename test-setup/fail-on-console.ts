import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console error or warning during a test is a defect we would otherwise scroll past:
 * it fails the test that printed it.
 */
let printed: string[] = [];

beforeEach(() => {
  printed = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (printed.length > 0) throw new Error(`Unexpected console output:\n${printed.join('\n')}`);
});
