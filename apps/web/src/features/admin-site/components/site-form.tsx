import { zodResolver } from '@hookform/resolvers/zod';
import type { SiteContent } from '@nova/contracts';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateSiteContent } from '../api/update-site-content.ts';
import { RoadmapEditor, TeamEditor, TokenomicsEditor } from './site-editors.tsx';
import {
  type SiteFormInput,
  type SiteFormOutput,
  serverPathToField,
  siteFormSchema,
  toFormValues,
  toRequest,
} from './site-form-schema.ts';

const pageFields = [
  { name: 'help', label: 'Help page' },
  { name: 'terms', label: 'Terms of Service' },
  { name: 'privacy', label: 'Privacy Policy' },
] as const;

export function SiteForm({ content }: { content: SiteContent }) {
  const update = useUpdateSiteContent();
  const form = useForm<SiteFormInput, unknown, SiteFormOutput>({
    resolver: zodResolver(siteFormSchema),
    defaultValues: toFormValues(content),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(toRequest(values), {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        notify.success('Site content saved');
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const { path, msg } of error.errors) {
            form.setError(serverPathToField(path) as never, { type: 'server', message: msg });
          }
        }
        notify.error(errorMessage(error, 'Failed to save site content'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle>Problem and solution</CardTitle>
          <CardDescription>
            Markdown: **bold**, *italic*, [links](https://…), lists. HTML is shown as text. An empty section
            is not shown on the landing page.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field id="problem" label="Problem" error={errors.problem?.message}>
            {(control) => <Textarea {...control} rows={5} {...form.register('problem')} />}
          </Field>
          <Field id="solution" label="Solution" error={errors.solution?.message}>
            {(control) => <Textarea {...control} rows={5} {...form.register('solution')} />}
          </Field>
        </CardContent>
      </Card>
      <RoadmapEditor form={form} />
      <TeamEditor form={form} />
      <TokenomicsEditor form={form} />
      <Card>
        <CardHeader>
          <CardTitle>Help, terms and privacy</CardTitle>
          <CardDescription>
            Markdown shown at /help, /terms and /privacy. Leave a page empty to show the text Nova ships with,
            which describes how deposits, rewards and withdrawals work here.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {pageFields.map(({ name, label }) => (
            <Field key={name} id={`pages-${name}`} label={label} error={errors.pages?.[name]?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={8}
                  placeholder="Empty: the built-in text is shown"
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
          <span className="font-medium">Label as example content</span>
          <span className="block text-muted-foreground">
            The landing page marks these sections 'Example content' (for demo or draft text).
          </span>
        </span>
      </label>
      <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-border bg-surface/95 p-3 shadow-[var(--shadow-card)] backdrop-blur sm:p-4">
        <p className="min-w-0 text-xs text-muted-foreground">
          {content.updatedAt ? `Last updated ${formatDate(content.updatedAt)}` : 'Nothing published yet'}
        </p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save />}
          {update.isPending ? 'Saving...' : 'Save Site Content'}
        </Button>
      </div>
    </form>
  );
}
