import type { User } from '@nova/contracts';
import type { Language } from '@nova/contracts/languages';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * Saves a member's language on the account (no password: it is not a sensitive change). A save
 * that fails leaves the choice on this device only; the next choice or sign-in saves it again.
 * The answer is typed rather than parsed (decision 011), so a new account's first signed-in page,
 * which saves the language it was browsing in, downloads no schema (zod).
 */
export function saveAccountLanguage(queryClient: QueryClient, language: Language): void {
  api
    .patch<{ user: User }>('/auth/profile', { language })
    .then(({ user }) => queryClient.setQueryData<User>(queryKeys.auth.profile(), user))
    .catch(() => undefined);
}
