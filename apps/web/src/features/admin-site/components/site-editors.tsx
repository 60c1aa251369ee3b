import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOKENOMICS_SUM_MESSAGE, type TokenomicsShareKey } from '@nova/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { formatPercent } from '@/lib/format.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useTokenomicsTotal } from '../hooks/use-site-form.ts';
import type { SiteFormApi } from './site-form-schema.ts';

export function RoadmapEditor({ form }: { form: SiteFormApi }) {
  const quarters = useFieldArray({ control: form.control, name: 'roadmap' });
  const errors = form.formState.errors.roadmap;
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Roadmap</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>One item a line; put [x] in front of the items that are done.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {quarters.fields.map((field, index) => {
          const number = index + 1;
          return (
            <fieldset
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[12rem_1fr_auto]"
            >
              <legend className="sr-only">
                <Trans>Quarter {number}</Trans>
              </legend>
              <Field
                id={`roadmap-${index}-quarter`}
                label={t`Quarter`}
                error={errors?.[index]?.quarter?.message}
              >
                {(control) => <Input {...control} {...form.register(`roadmap.${index}.quarter`)} />}
              </Field>
              <Field
                id={`roadmap-${index}-items`}
                label={t`Items`}
                error={errors?.[index]?.itemsText?.message}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    className="min-h-20"
                    {...form.register(`roadmap.${index}.itemsText`)}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={t`Remove quarter ${number}`}
                onClick={() => quarters.remove(index)}
              >
                <Trash2 />
              </Button>
            </fieldset>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() => quarters.append({ quarter: '', itemsText: '' })}
        >
          <Plus /> <Trans>Add quarter</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

export function TeamEditor({ form }: { form: SiteFormApi }) {
  const people = useFieldArray({ control: form.control, name: 'team' });
  const errors = form.formState.errors.team;
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Team</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Photo: an <bdi dir="ltr">https://</bdi> address or a path on this site; leave empty for initials.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {people.fields.map((field, index) => {
          const number = index + 1;
          return (
            <fieldset
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
            >
              <legend className="sr-only">
                <Trans>Person {number}</Trans>
              </legend>
              <Field id={`team-${index}-name`} label={t`Name`} error={errors?.[index]?.name?.message}>
                {(control) => <Input {...control} {...form.register(`team.${index}.name`)} />}
              </Field>
              <Field id={`team-${index}-role`} label={t`Role`} error={errors?.[index]?.role?.message}>
                {(control) => <Input {...control} {...form.register(`team.${index}.role`)} />}
              </Field>
              <Field
                id={`team-${index}-photo`}
                label={t`Photo URL`}
                error={errors?.[index]?.photoUrl?.message}
              >
                {(control) => <Input {...control} {...form.register(`team.${index}.photoUrl`)} />}
              </Field>
              <Field id={`team-${index}-bio`} label={t`Short bio`} error={errors?.[index]?.bio?.message}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={2}
                    className="min-h-16"
                    {...form.register(`team.${index}.bio`)}
                  />
                )}
              </Field>
              <Button
                type="button"
                variant="ghost"
                className="justify-self-start"
                onClick={() => people.remove(index)}
              >
                <Trash2 /> <Trans>Remove person {number}</Trans>
              </Button>
            </fieldset>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() => people.append({ name: '', role: '', photoUrl: '', bio: '' })}
        >
          <Plus /> <Trans>Add person</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

const shares: { key: TokenomicsShareKey; label: MessageDescriptor }[] = [
  { key: 'stakingRewards', label: msg`Staking rewards (%)` },
  { key: 'teamAdvisors', label: msg`Team and advisors (%)` },
  { key: 'communityIncentives', label: msg`Community and referrals (%)` },
  { key: 'partnerships', label: msg`Partnerships (%)` },
  { key: 'reserveLiquidity', label: msg`Reserve and liquidity (%)` },
];

/** What the API answers while the tokenomics are unpublished: its words, not the page's. */
const unpublishedAnswer = 'Tokenomics not published';

export function TokenomicsEditor({ form }: { form: SiteFormApi }) {
  const errors = form.formState.errors.tokenomics;
  const { sum, published } = useTokenomicsTotal(form);
  const { t, i18n } = useLingui();
  const total = formatPercent(String(sum / 100));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Tokenomics</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Only if you run a token: until published, the section is hidden and the API answers{' '}
            <code>{unpublishedAnswer}</code>.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            {...form.register('publishTokenomics')}
          />
          <Trans>Publish tokenomics</Trans>
        </label>
        <fieldset disabled={!published} className="grid gap-3 disabled:opacity-60 sm:grid-cols-3">
          <legend className="sr-only">
            <Trans>Token distribution</Trans>
          </legend>
          {shares.map(({ key, label }) => (
            <Field key={key} id={`tokenomics-${key}`} label={i18n._(label)} error={errors?.[key]?.message}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  step="0.01"
                  min={0}
                  max={100}
                  {...form.register(`tokenomics.${key}`, { valueAsNumber: true })}
                />
              )}
            </Field>
          ))}
          <p
            className={`self-end text-sm ${sum === 10_000 ? 'text-muted-foreground' : 'font-medium text-danger'}`}
          >
            <Trans>Total {total}</Trans>
            {sum === 10_000 ? '' : ` — ${translateServerText(TOKENOMICS_SUM_MESSAGE)}`}
          </p>
          <Field
            id="tokenomics-details"
            label={t`Details`}
            className="sm:col-span-3"
            error={errors?.details?.message}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('tokenomics.details')} />}
          </Field>
        </fieldset>
      </CardContent>
    </Card>
  );
}
