import { useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/query-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSettings } from '../api/get-settings.ts';
import { SettingsForm } from './settings-form.tsx';

/** The admin Settings tab (decision 001). */
export default function SettingsTab() {
  const { t } = useLingui();
  const settings = useSettings();
  return (
    <QueryState
      query={settings}
      errorFallback={t`Failed to load settings`}
      loading={
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      }
    >
      {(data) => <SettingsForm settings={data} />}
    </QueryState>
  );
}
