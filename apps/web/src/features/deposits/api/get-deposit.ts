import { type Deposit, depositResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function getDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return (await api.get(`/deposit/${id}`, { schema: depositResponseSchema, signal })).deposit;
}

/** Followed every 3 s until it is final, so its progress follows the chain to 'Confirmed'. */
export function getDepositQueryOptions(initial: Deposit) {
  return queryOptions({
    queryKey: queryKeys.deposits.one(initial.id),
    queryFn: ({ signal }) => getDeposit(initial.id, signal),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 3000 : false),
  });
}

export function useDeposit(initial: Deposit) {
  return useQuery(getDepositQueryOptions(initial));
}
