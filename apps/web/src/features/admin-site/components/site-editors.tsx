import { TOKENOMICS_SUM_MESSAGE, type TokenomicsShareKey, tokenomicsSumHundredths } from '@nova/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import type { SiteFormApi } from './site-form-schema.ts';

export function RoadmapEditor({ form }: { form: SiteFormApi }) {
  const quarters = useFieldArray({ control: form.control, name: 'roadmap' });
  const errors = form.formState.errors.roadmap;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Roadmap</CardTitle>
        <CardDescription>One item a line; put [x] in front of the items that are done.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {quarters.fields.map((field, index) => (
          <fieldset
            key={field.id}
            className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[12rem_1fr_auto]"
          >
            <legend className="sr-only">Quarter {index + 1}</legend>
            <Field id={`roadmap-${index}-quarter`} label="Quarter" error={errors?.[index]?.quarter?.message}>
              {(control) => <Input {...control} {...form.register(`roadmap.${index}.quarter`)} />}
            </Field>
            <Field id={`roadmap-${index}-items`} label="Items" error={errors?.[index]?.itemsText?.message}>
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
              aria-label={`Remove quarter ${index + 1}`}
              onClick={() => quarters.remove(index)}
            >
              <Trash2 />
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="outline"
          onClick={() => quarters.append({ quarter: '', itemsText: '' })}
        >
          <Plus /> Add quarter
        </Button>
      </CardContent>
    </Card>
  );
}

export function TeamEditor({ form }: { form: SiteFormApi }) {
  const people = useFieldArray({ control: form.control, name: 'team' });
  const errors = form.formState.errors.team;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>
          Photo: an https:// address or a path on this site; leave empty for initials.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {people.fields.map((field, index) => (
          <fieldset key={field.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
            <legend className="sr-only">Person {index + 1}</legend>
            <Field id={`team-${index}-name`} label="Name" error={errors?.[index]?.name?.message}>
              {(control) => <Input {...control} {...form.register(`team.${index}.name`)} />}
            </Field>
            <Field id={`team-${index}-role`} label="Role" error={errors?.[index]?.role?.message}>
              {(control) => <Input {...control} {...form.register(`team.${index}.role`)} />}
            </Field>
            <Field id={`team-${index}-photo`} label="Photo URL" error={errors?.[index]?.photoUrl?.message}>
              {(control) => <Input {...control} {...form.register(`team.${index}.photoUrl`)} />}
            </Field>
            <Field id={`team-${index}-bio`} label="Short bio" error={errors?.[index]?.bio?.message}>
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
              <Trash2 /> Remove {`person ${index + 1}`}
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="outline"
          onClick={() => people.append({ name: '', role: '', photoUrl: '', bio: '' })}
        >
          <Plus /> Add person
        </Button>
      </CardContent>
    </Card>
  );
}

const shares: { key: TokenomicsShareKey; label: string }[] = [
  { key: 'stakingRewards', label: 'Staking rewards (%)' },
  { key: 'teamAdvisors', label: 'Team and advisors (%)' },
  { key: 'communityIncentives', label: 'Community and referrals (%)' },
  { key: 'partnerships', label: 'Partnerships (%)' },
  { key: 'reserveLiquidity', label: 'Reserve and liquidity (%)' },
];

export function TokenomicsEditor({ form }: { form: SiteFormApi }) {
  const errors = form.formState.errors.tokenomics;
  const values = useWatch({ control: form.control, name: 'tokenomics' });
  const published = useWatch({ control: form.control, name: 'publishTokenomics' });
  const sum = tokenomicsSumHundredths({
    stakingRewards: Number(values.stakingRewards) || 0,
    teamAdvisors: Number(values.teamAdvisors) || 0,
    communityIncentives: Number(values.communityIncentives) || 0,
    partnerships: Number(values.partnerships) || 0,
    reserveLiquidity: Number(values.reserveLiquidity) || 0,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tokenomics</CardTitle>
        <CardDescription>
          Only if you run a token: until published, the section is hidden and the API answers 'Tokenomics not
          published'.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            {...form.register('publishTokenomics')}
          />
          Publish tokenomics
        </label>
        <fieldset disabled={!published} className="grid gap-3 disabled:opacity-60 sm:grid-cols-3">
          <legend className="sr-only">Token distribution</legend>
          {shares.map(({ key, label }) => (
            <Field key={key} id={`tokenomics-${key}`} label={label} error={errors?.[key]?.message}>
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
            Total {sum / 100}%{sum === 10_000 ? '' : ` — ${TOKENOMICS_SUM_MESSAGE}`}
          </p>
          <Field
            id="tokenomics-details"
            label="Details"
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
