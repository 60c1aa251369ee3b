import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSiteContentForEditing } from '../api/update-site-content.ts';
import { SiteForm } from './site-form.tsx';

/** Admin 'Site' tab: the landing page's operator content (rule 37). */
export default function SiteTab() {
  const content = useQuery({
    queryKey: queryKeys.site.content(),
    queryFn: ({ signal }) => getSiteContentForEditing(signal),
  });
  return (
    <QueryState query={content} labelError loading={<Skeleton className="h-96 rounded-xl" />}>
      {(data) => <SiteForm content={data} />}
    </QueryState>
  );
}
