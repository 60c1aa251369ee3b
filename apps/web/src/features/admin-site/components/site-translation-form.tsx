import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  languageNames,
  rightToLeftLanguages,
  type SiteTranslation,
  type SiteTranslationResponse,
  siteTranslationSchema,
} from '@nova/contracts';
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
import { useUpdateSiteTranslation } from '../api/site-translations.ts';

const fields = [
  { name: 'problem', label: msg`Problem`, rows: 5 },
  { name: 'solution', label: msg`Solution`, rows: 5 },
  { name: 'pages.help', label: msg`Help page`, rows: 8 },
  { name: 'pages.terms', label: msg`Terms of Service`, rows: 8 },
  { name: 'pages.privacy', label: msg`Privacy Policy`, rows: 8 },
] as const;

/** One language's version of the texts; an empty field shows the English text, with a notice. */
export function SiteTranslationForm({ translation }: { translation: SiteTranslationResponse }) {
  const { language } = translation;
  const { t, i18n } = useLingui();
  const languageName = languageNames[language];
  const update = useUpdateSiteTranslation(language);
  const form = useForm<SiteTranslation>({
    resolver: zodResolver(siteTranslationSchema),
    defaultValues: { problem: translation.problem, solution: translation.solution, pages: translation.pages },
  });
  const { errors } = form.formState;
  const errorOf = (name: (typeof fields)[number]['name']) =>
    name.startsWith('pages.')
      ? errors.pages?.[name.slice(6) as keyof SiteTranslation['pages']]?.message
      : errors[name as 'problem' | 'solution']?.message;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ problem: saved.problem, solution: saved.solution, pages: saved.pages });
        notify.success(t`${languageName} version saved`);
      },
      onError: (error) => {
        if (error instanceof ApiError)
          for (const { path, msg } of error.errors)
            form.setError(path as never, { type: 'server', message: msg });
        notify.error(errorMessage(error, t`Failed to save the translation`));
      },
    }),
  );
  const updatedAt = translation.updatedAt && formatDate(translation.updatedAt);
  const direction = rightToLeftLanguages.includes(language) ? 'rtl' : 'ltr';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>{languageName} version</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Markdown, as in English. Leave a field empty to show the English text there; the page then says
              that no translation exists.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {fields.map(({ name, label, rows }) => (
            <Field key={name} id={`translation-${name}`} label={i18n._(label)} error={errorOf(name)}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={rows}
                  lang={language}
                  dir={direction}
                  placeholder={t`Empty: the English text is shown`}
                  {...form.register(name)}
                />
              )}
            </Field>
          ))}
        </CardContent>
      </Card>
      <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-border bg-surface/95 p-3 shadow-[var(--shadow-card)] backdrop-blur sm:p-4">
        <p className="min-w-0 text-xs text-muted-foreground">
          {updatedAt ? <Trans>Last updated {updatedAt}</Trans> : <Trans>Not translated yet</Trans>}
        </p>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : <Save />}
          {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save translation</Trans>}
        </Button>
      </div>
    </form>
  );
}
