import { type ReferralTreeResponse, referralTreeResponseSchema } from '@nova/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getReferralTree(
  userId: string,
  depth: number,
  signal?: AbortSignal,
): Promise<ReferralTreeResponse> {
  return api.get(`/admin/users/${userId}/referral-tree?depth=${depth}`, {
    schema: referralTreeResponseSchema,
    signal,
  });
}

export function useReferralTree(userId: string, depth: number) {
  return useQuery({
    queryKey: queryKeys.admin.users.tree(userId, depth),
    queryFn: ({ signal }) => getReferralTree(userId, depth, signal),
    placeholderData: keepPreviousData,
  });
}
