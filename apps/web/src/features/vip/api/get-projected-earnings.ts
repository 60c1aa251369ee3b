import type { ProjectedEarningsResponse } from '@nova/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type ProjectionRange = ProjectedEarningsResponse['timeRange'];

/** The contract's ranges, written out: a value from the contracts would bring zod to the dashboard. */
export const projectionRanges: readonly ProjectionRange[] = ['7d', '30d', '90d'];

/** A member's answer, typed rather than parsed: the route downloads no zod (decision 011). */
export function getProjectedEarnings(
  timeRange: ProjectionRange,
  signal?: AbortSignal,
): Promise<ProjectedEarningsResponse> {
  return api.get<ProjectedEarningsResponse>(`/wallet/projected-earnings?timeRange=${timeRange}`, { signal });
}

/** The projection for 7, 30 and 90 days; kept under the VIP keys, so a join or upgrade refreshes it. */
export function useProjectedEarnings() {
  return useQueries({
    queries: projectionRanges.map((timeRange) => ({
      queryKey: queryKeys.vip.projectedEarnings(timeRange),
      queryFn: ({ signal }: { signal: AbortSignal }) => getProjectedEarnings(timeRange, signal),
    })),
  });
}
