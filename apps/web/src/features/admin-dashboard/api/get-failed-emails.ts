import { type FailedEmailsResponse, failedEmailsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getFailedEmails(signal?: AbortSignal): Promise<FailedEmailsResponse> {
  return api.get('/admin/outbox/failed', { schema: failedEmailsResponseSchema, signal });
}

export function getFailedEmailsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.failedEmails(),
    queryFn: ({ signal }) => getFailedEmails(signal),
  });
}

/** Asked for only when the dashboard's figures count failed emails. */
export function useFailedEmails(enabled: boolean) {
  return useQuery({ ...getFailedEmailsQueryOptions(), enabled });
}
