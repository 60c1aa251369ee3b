import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';

/**
 * For a describe block of form tests: toasts are recorded rather than shown, and each test ends with
 * the page unmounted, the faked fetch removed and every spy restored.
 */
export function resetAfterEachTest() {
  beforeEach(() => {
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
