import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { activeLanguage, changeLanguage } from '@/lib/i18n/language.ts';

/**
 * The account's language follows the member: signed in on another device, the app switches to
 * it. An account that has none yet takes the language the member was browsing in.
 */
export function useAccountLanguage(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const accountLanguage = user ? user.language : undefined;
  useEffect(() => {
    if (accountLanguage === undefined) return;
    if (accountLanguage === null)
      void import('./account-language.ts').then(({ saveAccountLanguage }) =>
        saveAccountLanguage(queryClient, activeLanguage()),
      );
    else if (accountLanguage !== activeLanguage()) void changeLanguage(accountLanguage);
  }, [accountLanguage, queryClient]);
}
