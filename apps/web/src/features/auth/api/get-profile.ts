import type { User } from '@nova/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * A member's read answer, typed rather than parsed: every page asks who is signed in, and the
 * server already sends the profile through the contract's response schema (decision 011).
 */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return (await api.get<{ user: User }>('/auth/profile', { signal })).user;
}

/** The signed-in member; fetched once per session and updated in place after changes. */
export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.profile(),
    queryFn: getProfile,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
