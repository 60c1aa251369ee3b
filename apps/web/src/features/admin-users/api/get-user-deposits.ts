import { type AdminDepositsResponse, adminDepositsResponseSchema } from '@nova/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const USER_LIST_PAGE_SIZE = 10;

export function getUserDeposits(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminDepositsResponse> {
  return api.get(`/admin/users/${userId}/deposits?page=${page}&limit=${USER_LIST_PAGE_SIZE}`, {
    schema: adminDepositsResponseSchema,
    signal,
  });
}

export function useUserDeposits(userId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.admin.users.deposits(userId, page),
    queryFn: ({ signal }) => getUserDeposits(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}
