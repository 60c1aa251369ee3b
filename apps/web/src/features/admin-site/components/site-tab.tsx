import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSiteContentForEditing } from '../api/update-site-content.ts';
import { SiteForm } from './site-form.tsx';

/** Admin 'Site' tab: the landing page's operator content (DESIGN.md §2). */
export default function SiteTab() {
  const { data, error, refetch } = useQuery({
    queryKey: queryKeys.site.content(),
    queryFn: ({ signal }) => getSiteContentForEditing(signal),
  });
  if (error && !data) {
    return (
      <Alert tone="danger" role="alert">
        <p>Error: {errorMessage(error, 'Unknown error occurred')}</p>
        <Button variant="outline" size="sm" onClick={() => refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (!data) return <Skeleton className="h-96 rounded-xl" />;
  return <SiteForm content={data} />;
}
