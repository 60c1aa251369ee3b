import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Field } from '@/components/ui/field.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { type SettingsFormApi as Form, Section, Suffixed, SwitchField } from './settings-fields.tsx';

export function AmountsSection({ form }: { form: Form }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <Section title={t`Limits`} description={t`The smallest deposit and withdrawal members can make, in USD.`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="minDepositAmount" label={t`Minimum deposit`} error={errors.minDepositAmount?.message}>
          {(control) => (
            <Suffixed suffix="USD">
              <Input
                {...control}
                inputMode="decimal"
                className="pe-12"
                {...form.register('minDepositAmount')}
              />
            </Suffixed>
          )}
        </Field>
        <Field
          id="minWithdrawalAmount"
          label={t`Minimum withdrawal`}
          error={errors.minWithdrawalAmount?.message}
        >
          {(control) => (
            <Suffixed suffix="USD">
              <Input
                {...control}
                inputMode="decimal"
                className="pe-12"
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
  { name: 'referralBonusLevel1Rate', label: msg`Level 1 (direct)` },
  { name: 'referralBonusLevel2Rate', label: msg`Level 2` },
  { name: 'referralBonusLevel3Rate', label: msg`Level 3` },
] as const;

export function ReferralSection({ form }: { form: Form }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  return (
    <Section
      title={t`Referral bonus`}
      description={t`Percent of each membership payment paid to the inviting members, three levels deep.`}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {levels.map(({ name, label }) => (
          <Field key={name} id={name} label={i18n._(label)} error={errors[name]?.message}>
            {(control) => (
              <Suffixed suffix="%">
                <Input {...control} inputMode="decimal" className="pe-9" {...form.register(name)} />
              </Suffixed>
            )}
          </Field>
        ))}
      </div>
    </Section>
  );
}

export function SwitchesSection({ form }: { form: Form }) {
  const { t } = useLingui();
  return (
    <Section
      title={t`Deposits and withdrawals`}
      description={t`Pause or allow money movements for every member.`}
    >
      <div className="divide-y divide-border">
        <SwitchField
          form={form}
          name="isDepositEnabled"
          label={t`Enable deposits`}
          description={t`Members can claim deposits and see deposit addresses.`}
        />
        <SwitchField
          form={form}
          name="isWithdrawalEnabled"
          label={t`Enable withdrawals`}
          description={t`When off, withdrawal requests are refused and deposits pause too.`}
        />
        <SwitchField
          form={form}
          name="allowDepositWithdrawal"
          label={t`Allow deposit withdrawal`}
          description={t`Members may take back unspent deposits as a withdrawal.`}
        />
      </div>
    </Section>
  );
}

export function EarningSection({ form }: { form: Form }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <Section
      title={t`Earning sessions`}
      description={t`One session per member per UTC day; the reward is the level's daily earning.`}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id="sessionHours"
          label={t`Session length`}
          error={errors.earningPolicy?.sessionHours?.message}
        >
          {(control) => (
            <Suffixed suffix={t`hours`}>
              <Input
                {...control}
                type="number"
                min={1}
                max={24}
                step={1}
                className="pe-16"
                {...form.register('earningPolicy.sessionHours', { valueAsNumber: true })}
              />
            </Suffixed>
          )}
        </Field>
        <Field id="creditAt" label={t`Credit the reward`} error={errors.earningPolicy?.creditAt?.message}>
          {(control) => (
            <Select {...control} {...form.register('earningPolicy.creditAt')}>
              <option value="end">{t`At the end of the session`}</option>
              <option value="start">{t`At the start of the session`}</option>
            </Select>
          )}
        </Field>
        <Field
          id="depositExpiryHours"
          label={t`Pending deposits expire after`}
          error={errors.depositExpiryHours?.message}
        >
          {(control) => (
            <Suffixed suffix={t`hours`}>
              <Input
                {...control}
                type="number"
                min={1}
                step={1}
                className="pe-16"
                {...form.register('depositExpiryHours', { valueAsNumber: true })}
              />
            </Suffixed>
          )}
        </Field>
      </div>
      <SwitchField
        form={form}
        name="earningPolicy.weekendRestricted"
        label={t`Restrict weekends`}
        description={t`No sessions can be started on Saturdays and Sundays (UTC).`}
      />
    </Section>
  );
}
