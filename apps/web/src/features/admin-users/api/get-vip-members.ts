import { type VipMembersResponse, vipMembersResponseSchema } from '@nova/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryString } from '@/lib/download.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface VipMembersQuery {
  page: number;
  limit: number;
  search?: string;
  activeOnly: boolean;
}

export function getVipMembers(query: VipMembersQuery, signal?: AbortSignal): Promise<VipMembersResponse> {
  return api.get(`/admin/vip-members${queryString({ ...query })}`, {
    schema: vipMembersResponseSchema,
    signal,
  });
}

export function useVipMembers(query: VipMembersQuery) {
  return useQuery({
    queryKey: queryKeys.admin.vipMembers(query),
    queryFn: ({ signal }) => getVipMembers(query, signal),
    placeholderData: keepPreviousData,
  });
}
