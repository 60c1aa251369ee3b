import type { ReactNode } from 'react';

/**
 * A member's name (or the contact standing in for it) as they wrote it: never translated, so a
 * page in another language does not pass it off as its own words.
 */
export function PersonName({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
