import { type AdminUsersResponse, adminUsersResponseSchema } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryString } from '@/lib/download.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminUsersQuery {
  page: number;
  limit: number;
  search?: string;
}

export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return api.get(`/admin/users${queryString({ ...query })}`, { schema: adminUsersResponseSchema, signal });
}

export function getAdminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(getAdminUsersQueryOptions(query));
}
