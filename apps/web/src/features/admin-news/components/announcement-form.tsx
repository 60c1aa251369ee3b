import { Trans, useLingui } from '@lingui/react/macro';
import {
  type Announcement,
  type AnnouncementKind,
  type Language,
  languageNames,
  languages,
  rightToLeftLanguages,
} from '@nova/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useAnnouncementForm } from '../hooks/use-announcement-form.ts';

/** Write a post or edit one; 'Published' off keeps it as a draft only administrators see. */
export function AnnouncementForm({
  kind,
  post,
  onDone,
}: {
  kind: AnnouncementKind;
  post: Announcement | null;
  onDone: () => void;
}) {
  const { form, errors, submit, saving } = useAnnouncementForm(kind, post, onDone);
  const [language, setLanguage] = useState<Language>('en');
  const { t } = useLingui();
  const prefix = `post-${post?.id ?? 'new'}`;
  // English is the post itself; another language's fields are its translation (empty: English shown).
  const translation = language === 'en' ? undefined : language;
  const names = translation
    ? ({ title: `translations.${translation}.title`, body: `translations.${translation}.body` } as const)
    : ({ title: 'title', body: 'body' } as const);
  const fieldErrors = translation ? errors.translations?.[translation] : errors;
  const direction = { lang: language, dir: rightToLeftLanguages.includes(language) ? 'rtl' : 'ltr' };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ChoiceGroup
        legend={t`Language`}
        name={`${prefix}-language`}
        value={language}
        options={languages.map((value) => ({ value, label: languageNames[value] }))}
        onChange={setLanguage}
      />
      <Field
        key={`${language}-title`}
        id={`${prefix}-${language}-title`}
        label={t`Title`}
        hint={translation && t`Leave title and text empty to show the English post.`}
        error={fieldErrors?.title?.message}
      >
        {(control) => <Input {...control} {...direction} {...form.register(names.title)} />}
      </Field>
      <Field
        key={`${language}-body`}
        id={`${prefix}-${language}-body`}
        label={t`Text`}
        hint={t`Plain text; line breaks are kept.`}
        error={fieldErrors?.body?.message}
      >
        {(control) => (
          <Textarea {...control} className="min-h-32" {...direction} {...form.register(names.body)} />
        )}
      </Field>
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <Switch id={`${prefix}-published`} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <label htmlFor={`${prefix}-published`} className="text-sm font-medium">
          <Trans>Published (visible on every member's dashboard)</Trans>
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />} {post ? <Trans>Save changes</Trans> : <Trans>Save post</Trans>}
        </Button>
      </div>
    </form>
  );
}
