import type { ReactNode } from 'react';

/** The buttons at the bottom of a dialog: stacked on phones, right-aligned on wider screens. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
