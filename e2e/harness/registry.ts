import type { TestContext } from './context.ts';

/** Test files call `test()` at import; the runner then runs what they registered, in order. */
export interface TestCase {
  file: string;
  name: string;
  run: (t: TestContext) => Promise<void>;
}

export const registered: TestCase[] = [];
let currentFile = '';

export function setCurrentFile(file: string): void {
  currentFile = file;
}

export function test(name: string, run: (t: TestContext) => Promise<void>): void {
  registered.push({ file: currentFile, name, run });
}
