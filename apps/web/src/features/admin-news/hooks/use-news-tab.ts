import { useLingui } from '@lingui/react/macro';
import type { Announcement, AnnouncementKind } from '@nova/contracts';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useAdminAnnouncements, useDeleteAnnouncement, useUpdateAnnouncement } from '../api/announcements.ts';

/** The News tab's state: which kind and page is listed, the post being edited and the one being deleted. */
export function useNewsTab() {
  const [kind, setKind] = useState<AnnouncementKind>('NEWS');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const posts = useAdminAnnouncements(kind, page);
  const remove = useDeleteAnnouncement();
  const { t } = useLingui();
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error, t`Delete failed`)),
      onSettled: () => setDeleting(null),
    });
  };
  // Another kind is another list: start it at its first page, and close a form opened for the other kind.
  const chooseKind = (value: AnnouncementKind) => {
    setKind(value);
    setPage(1);
    setEditing(null);
  };
  return {
    kind,
    chooseKind,
    page,
    setPage,
    posts,
    editing,
    setEditing,
    deleting,
    setDeleting,
    confirmDelete,
    deletePending: remove.isPending,
  };
}

/** Publishes a post or moves it back to drafts. */
export function useTogglePublished(post: Announcement) {
  const update = useUpdateAnnouncement();
  const { t } = useLingui();
  const published = post.publishedAt !== null;
  const toggle = () =>
    update.mutate(
      { id: post.id, body: { published: !published } },
      {
        onSuccess: () => notify.success(published ? t`Moved back to drafts` : t`Post published`),
        onError: (error) => notify.error(errorMessage(error, t`Update failed`)),
      },
    );
  return { published, toggle, pending: update.isPending };
}
