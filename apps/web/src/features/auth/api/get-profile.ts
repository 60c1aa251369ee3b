import { profileResponseSchema, type User } from '@nova/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const { user } = await api.get('/auth/profile', { schema: profileResponseSchema, signal });
  return user;
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
