import { defaultLanguage } from '@nova/contracts/languages';
import type { ReactNode } from 'react';

/**
 * Words an operator wrote that have no translation (a level's name, its bicycle): marked as the
 * default language, so a screen reader reads them as such and a translated page does not pass
 * them off as its own language.
 */
export function OperatorText({ children }: { children: ReactNode }) {
  return <span lang={defaultLanguage}>{children}</span>;
}
