import { Field } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { type SettingsFormApi as Form, Section, Suffixed, SwitchField } from './settings-fields.tsx';

export function AmountsSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Section title="Limits" description="The smallest deposit and withdrawal members can make, in USD.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="minDepositAmount" label="Minimum deposit" error={errors.minDepositAmount?.message}>
          {(control) => (
            <Suffixed suffix="USD">
              <Input
                {...control}
                inputMode="decimal"
                className="pr-12"
                {...form.register('minDepositAmount')}
              />
            </Suffixed>
          )}
        </Field>
        <Field
          id="minWithdrawalAmount"
          label="Minimum withdrawal"
          error={errors.minWithdrawalAmount?.message}
        >
          {(control) => (
            <Suffixed suffix="USD">
              <Input
                {...control}
                inputMode="decimal"
                className="pr-12"
                {...form.register('minWithdrawalAmount')}
              />
            </Suffixed>
          )}
        </Field>
      </div>
    </Section>
  );
}

const levels = [
  { name: 'referralBonusLevel1Rate', label: 'Level 1 (direct)' },
  { name: 'referralBonusLevel2Rate', label: 'Level 2' },
  { name: 'referralBonusLevel3Rate', label: 'Level 3' },
] as const;

export function ReferralSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Section
      title="Referral bonus"
      description="Percent of each membership payment paid to the inviting members, three levels deep."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {levels.map(({ name, label }) => (
          <Field key={name} id={name} label={label} error={errors[name]?.message}>
            {(control) => (
              <Suffixed suffix="%">
                <Input {...control} inputMode="decimal" className="pr-9" {...form.register(name)} />
              </Suffixed>
            )}
          </Field>
        ))}
      </div>
    </Section>
  );
}

export function SwitchesSection({ form }: { form: Form }) {
  return (
    <Section title="Deposits and withdrawals" description="Pause or allow money movements for every member.">
      <div className="divide-y divide-border">
        <SwitchField
          form={form}
          name="isDepositEnabled"
          label="Enable deposits"
          description="Members can claim deposits and see deposit addresses."
        />
        <SwitchField
          form={form}
          name="isWithdrawalEnabled"
          label="Enable withdrawals"
          description="When off, withdrawal requests are refused and deposits pause too."
        />
        <SwitchField
          form={form}
          name="allowDepositWithdrawal"
          label="Allow deposit withdrawal"
          description="Members may take back unspent deposits as a withdrawal."
        />
      </div>
    </Section>
  );
}

export function EarningSection({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Section
      title="Earning sessions"
      description="One session per member per UTC day; the reward is the level's daily earning."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="sessionHours" label="Session length" error={errors.earningPolicy?.sessionHours?.message}>
          {(control) => (
            <Suffixed suffix="hours">
              <Input
                {...control}
                type="number"
                min={1}
                max={24}
                step={1}
                className="pr-16"
                {...form.register('earningPolicy.sessionHours', { valueAsNumber: true })}
              />
            </Suffixed>
          )}
        </Field>
        <Field id="creditAt" label="Credit the reward" error={errors.earningPolicy?.creditAt?.message}>
          {(control) => (
            <Select {...control} {...form.register('earningPolicy.creditAt')}>
              <option value="end">At the end of the session</option>
              <option value="start">At the start of the session</option>
            </Select>
          )}
        </Field>
        <Field
          id="depositExpiryHours"
          label="Pending deposits expire after"
          error={errors.depositExpiryHours?.message}
        >
          {(control) => (
            <Suffixed suffix="hours">
              <Input
                {...control}
                type="number"
                min={1}
                step={1}
                className="pr-16"
                {...form.register('depositExpiryHours', { valueAsNumber: true })}
              />
            </Suffixed>
          )}
        </Field>
      </div>
      <SwitchField
        form={form}
        name="earningPolicy.weekendRestricted"
        label="Restrict weekends"
        description="No sessions can be started on Saturdays and Sundays (UTC)."
      />
    </Section>
  );
}
