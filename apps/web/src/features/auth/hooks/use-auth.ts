import type { User } from '@nova/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '@/lib/session-token.ts';
import { getProfileQueryOptions } from '../api/get-profile.ts';

export interface AuthState {
  user: User | null;
  token: string | null;
  loading: boolean;
  error: boolean;
}

/**
 * The auth state: with a stored token the profile is fetched; without one,
 * or when that fails, the visitor is signed out.
 */
export function useAuth(): AuthState {
  // Taking a prerendered page over, React reads the server snapshot: the signed-out page it was
  // prerendered as; the stored session follows in the next render.
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: token !== null });
  return {
    user: token ? (profile.data ?? null) : null,
    token,
    loading: token !== null && profile.isPending && profile.fetchStatus !== 'idle',
    error: profile.isError,
  };
}

/** How the app names a member: full name, else username. */
export function displayName(user: Pick<User, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}
