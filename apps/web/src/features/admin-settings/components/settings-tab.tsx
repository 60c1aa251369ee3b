import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSettings } from '../api/get-settings.ts';
import { SettingsForm } from './settings-form.tsx';

/** The admin Settings tab (decision 001). */
export default function SettingsTab() {
  const { data, error, isPending, refetch } = useSettings();
  if (isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert tone="danger" role="alert">
        <p>{errorMessage(error, 'Failed to load settings')}</p>
        <Button variant="outline" size="sm" onClick={() => refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return <SettingsForm settings={data} />;
}
