import { useLingui } from '@lingui/react/macro';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { type SettingsFormApi as Form, Section, Suffixed } from './settings-fields.tsx';

export function SnapshotSection({ form }: { form: Form }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <Section
      title={t`Proof of reserves`}
      description={t`Each day a snapshot of on-chain reserves and member balances is published on the transparency page.`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="proofSnapshotHourUtc"
          label={t`Daily snapshot from`}
          error={errors.proofSnapshotHourUtc?.message}
        >
          {(control) => (
            <Suffixed suffix={t`h UTC`}>
              <Input
                {...control}
                type="number"
                min={0}
                max={23}
                step={1}
                className="pe-16"
                {...form.register('proofSnapshotHourUtc', { valueAsNumber: true })}
              />
            </Suffixed>
          )}
        </Field>
      </div>
    </Section>
  );
}
