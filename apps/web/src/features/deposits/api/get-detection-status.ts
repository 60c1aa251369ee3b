import { type DetectionStatusResponse, detectionStatusResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getDetectionStatus(signal?: AbortSignal): Promise<DetectionStatusResponse> {
  return api.get('/deposit/automatic-detection-status', { schema: detectionStatusResponseSchema, signal });
}

export function getDetectionStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.deposits.detection(),
    queryFn: ({ signal }) => getDetectionStatus(signal),
    refetchInterval: 15_000,
  });
}

export function useDetectionStatus() {
  return useQuery(getDetectionStatusQueryOptions());
}
