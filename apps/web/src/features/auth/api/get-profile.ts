import type { User } from '@nova/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * The schema, and zod with it, loads beside the first profile request: every public page asks who is
 * signed in, and a visitor without a session downloads no zod (decision 011).
 */
async function loadProfileSchema() {
  const { profileResponseSchema } = await import('@nova/contracts');
  return profileResponseSchema;
}

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const [body, schema] = await Promise.all([api.get('/auth/profile', { signal }), loadProfileSchema()]);
  return schema.parse(body).user;
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
