import { adminWithdrawalSchema, paginationSchema } from '@nova/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { USER_LIST_PAGE_SIZE } from './get-user-deposits.ts';

const userWithdrawalsSchema = z.object({
  data: z.array(adminWithdrawalSchema),
  pagination: paginationSchema,
});

export function getUserWithdrawals(userId: string, page: number, signal?: AbortSignal) {
  return api.get(`/admin/users/${userId}/withdrawals?page=${page}&limit=${USER_LIST_PAGE_SIZE}`, {
    schema: userWithdrawalsSchema,
    signal,
  });
}

export function useUserWithdrawals(userId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.admin.users.withdrawals(userId, page),
    queryFn: ({ signal }) => getUserWithdrawals(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}
