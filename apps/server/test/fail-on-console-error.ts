import { afterEach, beforeEach, expect, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it. */
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
