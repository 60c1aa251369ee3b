import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Settings } from '@nova/contracts';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { formatDate } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import {
  type SettingsFormInput,
  type SettingsFormOutput,
  settingsFormFields,
  settingsFormSchema,
  toFormValues,
} from './settings-form-schema.ts';
import { AmountsSection, EarningSection, ReferralSection, SwitchesSection } from './settings-sections.tsx';
import { SnapshotSection } from './snapshot-section.tsx';

export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
  });

  const updatedAt = settings.updatedAt ? formatDate(settings.updatedAt) : null;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        notify.success(t`Settings updated successfully!`);
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, settingsFormFields);
        notify.error(errorMessage(error, t`Failed to update settings`));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <AmountsSection form={form} />
      <ReferralSection form={form} />
      <SwitchesSection form={form} />
      <EarningSection form={form} />
      <SnapshotSection form={form} />
      <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-border bg-surface/95 p-3 shadow-[var(--shadow-card)] backdrop-blur sm:p-4">
        <p className="min-w-0 text-xs text-muted-foreground">
          {updatedAt ? <Trans>Last updated {updatedAt}</Trans> : <Trans>Using the default settings</Trans>}
        </p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save />}
          {update.isPending ? <Trans>Updating...</Trans> : <Trans>Update Settings</Trans>}
        </Button>
      </div>
    </form>
  );
}
