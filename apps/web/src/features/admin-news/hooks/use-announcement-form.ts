import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementKind,
  announcementTranslationSchema,
  type TranslationLanguage,
  translationLanguages,
} from '@nova/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/announcements.ts';

const formSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(ANNOUNCEMENT_TITLE_MAX),
  body: z.string().trim().min(1, 'Text is required').max(ANNOUNCEMENT_BODY_MAX),
  published: z.boolean(),
  /** Every other language's version; empty title and text is no translation. */
  translations: z.object(
    Object.fromEntries(
      translationLanguages.map((language) => [language, announcementTranslationSchema]),
    ) as Record<TranslationLanguage, typeof announcementTranslationSchema>,
  ),
});
export type AnnouncementFormValues = z.infer<typeof formSchema>;
type FormValues = AnnouncementFormValues;

/** The post's versions in every other language, empty where none is written. */
const translationsOf = (post: Announcement | null) =>
  Object.fromEntries(
    translationLanguages.map((language) => [
      language,
      post?.translations[language] ?? { title: '', body: '' },
    ]),
  ) as FormValues['translations'];

/** Writes a post of the given kind, or edits one; a new post starts as published. */
export function useAnnouncementForm(kind: AnnouncementKind, post: Announcement | null, onDone: () => void) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const { t } = useLingui();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      published: post ? post.publishedAt !== null : true,
      translations: translationsOf(post),
    },
  });
  const submit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notify.success(answer.message);
        onDone();
      },
      onError: (error: unknown) => {
        showServerFieldErrors(error, form.setError, ['title', 'body']);
        notify.error(errorMessage(error, post ? t`Update failed` : t`Create failed`));
      },
    };
    if (post) update.mutate({ id: post.id, body: values }, handlers);
    else create.mutate({ kind, ...values }, handlers);
  });
  return {
    form,
    errors: form.formState.errors,
    submit,
    saving: create.isPending || update.isPending,
  };
}
