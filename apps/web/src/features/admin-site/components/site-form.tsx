import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteContent } from '@nova/contracts';
import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate } from '@/lib/format.ts';
import { useSiteForm } from '../hooks/use-site-form.ts';
import { RoadmapEditor, TeamEditor, TokenomicsEditor } from './site-editors.tsx';

const pageFields = [
  { name: 'help', label: msg`Help page` },
  { name: 'terms', label: msg`Terms of Service` },
  { name: 'privacy', label: msg`Privacy Policy` },
] as const;

export function SiteForm({ content }: { content: SiteContent }) {
  const { form, errors, onSubmit, saving } = useSiteForm(content);
  const { t, i18n } = useLingui();
  const updatedAt = content.updatedAt && formatDate(content.updatedAt);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Problem and solution</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Markdown: <bdi dir="ltr">**bold**</bdi>, <bdi dir="ltr">*italic*</bdi>,{' '}
              <bdi dir="ltr">[links](https://…)</bdi>, lists. HTML is shown as text. An empty section is not
              shown on the landing page.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field id="problem" label={t`Problem`} error={errors.problem?.message}>
            {(control) => <Textarea {...control} rows={5} {...form.register('problem')} />}
          </Field>
          <Field id="solution" label={t`Solution`} error={errors.solution?.message}>
            {(control) => <Textarea {...control} rows={5} {...form.register('solution')} />}
          </Field>
        </CardContent>
      </Card>
      <RoadmapEditor form={form} />
      <TeamEditor form={form} />
      <TokenomicsEditor form={form} />
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Help, terms and privacy</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Markdown shown at <bdi dir="ltr">/help</bdi>, <bdi dir="ltr">/terms</bdi> and{' '}
              <bdi dir="ltr">/privacy</bdi>. Leave a page empty to show the text Nova ships with, which
              describes how deposits, rewards and withdrawals work here.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {pageFields.map(({ name, label }) => (
            <Field
              key={name}
              id={`pages-${name}`}
              label={i18n._(label)}
              error={errors.pages?.[name]?.message}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={8}
                  placeholder={t`Empty: the built-in text is shown`}
                  {...form.register(`pages.${name}`)}
                />
              )}
            </Field>
          ))}
        </CardContent>
      </Card>
      <label className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--primary)]"
          {...form.register('example')}
        />
        <span>
          <span className="font-medium">
            <Trans>Label as example content</Trans>
          </span>
          <span className="block text-muted-foreground">
            <Trans>The landing page marks these sections 'Example content' (for demo or draft text).</Trans>
          </span>
        </span>
      </label>
      <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-border bg-surface/95 p-3 shadow-[var(--shadow-card)] backdrop-blur sm:p-4">
        <p className="min-w-0 text-xs text-muted-foreground">
          {updatedAt ? <Trans>Last updated {updatedAt}</Trans> : <Trans>Nothing published yet</Trans>}
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : <Save />}
          {saving ? <Trans>Saving...</Trans> : <Trans>Save Site Content</Trans>}
        </Button>
      </div>
    </form>
  );
}
