import type { AuthResponse, User } from '@nova/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { clearToken, setToken } from '@/lib/session-token.ts';

/** Stored on login for the dashboard's login welcome. */
export const LAST_LOGIN_KEY = 'lastLoginAt';

/** Keeps the session after login or registration: the user first, so nothing refetches it. */
export function startSession(queryClient: QueryClient, { token, user }: AuthResponse): void {
  queryClient.setQueryData<User>(queryKeys.auth.profile(), user);
  localStorage.setItem(LAST_LOGIN_KEY, new Date().toISOString());
  setToken(token);
}

/** Forgets the session locally: the token and every cached answer that belonged to it. */
export function endSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.clear();
}
