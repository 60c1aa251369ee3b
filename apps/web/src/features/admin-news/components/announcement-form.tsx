import { zodResolver } from '@hookform/resolvers/zod';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementKind,
} from '@nova/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/announcements.ts';

const formSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(ANNOUNCEMENT_TITLE_MAX),
  body: z.string().trim().min(1, 'Text is required').max(ANNOUNCEMENT_BODY_MAX),
  published: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

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
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const saving = create.isPending || update.isPending;
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: {
      title: post?.title ?? '',
      body: post?.body ?? '',
      published: post ? post.publishedAt !== null : true,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notify.success(answer.message);
        onDone();
      },
      onError: (error: unknown) => {
        showServerFieldErrors(error, form.setError, ['title', 'body']);
        notify.error(errorMessage(error, post ? 'Update failed' : 'Create failed'));
      },
    };
    if (post) update.mutate({ id: post.id, body: values }, handlers);
    else create.mutate({ kind, ...values }, handlers);
  });
  const prefix = `post-${post?.id ?? 'new'}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={`${prefix}-title`} label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} />}
      </Field>
      <Field
        id={`${prefix}-body`}
        label="Text"
        hint="Plain text; line breaks are kept."
        error={errors.body?.message}
      >
        {(control) => <Textarea {...control} className="min-h-32" {...form.register('body')} />}
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
          Published (visible on every member's dashboard)
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />} {post ? 'Save changes' : 'Save post'}
        </Button>
      </div>
    </form>
  );
}
