import type { Announcement, AnnouncementKind } from '@nova/contracts';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useAdminAnnouncements, useDeleteAnnouncement, useUpdateAnnouncement } from '../api/announcements.ts';
import { AnnouncementForm } from './announcement-form.tsx';

const kinds = [
  { value: 'NEWS', label: 'News' },
  { value: 'MANAGEMENT_LOG', label: 'Management log' },
] as const;

/**
 * The admin News tab (rule 36): write, edit, publish and delete news posts and written
 * management-log entries. Automatic management-log entries are listed read-only.
 */
export default function NewsTab() {
  const [kind, setKind] = useState<AnnouncementKind>('NEWS');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const posts = useAdminAnnouncements(kind, page);
  const remove = useDeleteAnnouncement();
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(errorMessage(error, 'Delete failed')),
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle>News and management log</CardTitle>
          <CardDescription>
            Published posts appear on every member's dashboard. The management log also records, by itself,
            the operator actions that affect members.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus /> New post
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <ChoiceGroup
          legend="Show"
          name="announcement-kind"
          value={kind}
          options={kinds}
          onChange={(value) => {
            setKind(value);
            setPage(1);
            setEditing(null);
          }}
        />
        {editing && (
          <div className="rounded-lg border border-border p-4">
            <h3 className="mb-4 font-semibold">
              {editing === 'new'
                ? `New ${kind === 'NEWS' ? 'news post' : 'management-log entry'}`
                : 'Edit post'}
            </h3>
            <AnnouncementForm
              kind={kind}
              post={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </div>
        )}
        <QueryState
          query={posts}
          errorFallback="Failed to load posts"
          loading={<Skeleton className="h-48 w-full" />}
          isEmpty={({ data }) => data.length === 0}
          empty={<p className="text-sm text-muted-foreground">Nothing written yet.</p>}
        >
          {({ data }) => (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {data.map((post) => (
                <PostRow key={post.id} post={post} onEdit={setEditing} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </QueryState>
        <Pager pagination={posts.data?.pagination} page={page} onPageChange={setPage} showTotal />
      </CardContent>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this post?"
        description={deleting ? `"${deleting.title}" is removed for good.` : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
              Delete
            </Button>
          </>
        }
      />
    </Card>
  );
}

function PostRow({
  post,
  onEdit,
  onDelete,
}: {
  post: Announcement;
  onEdit: (post: Announcement) => void;
  onDelete: (post: Announcement) => void;
}) {
  const update = useUpdateAnnouncement();
  const published = post.publishedAt !== null;
  const togglePublished = () =>
    update.mutate(
      { id: post.id, body: { published: !published } },
      {
        onSuccess: () => notify.success(published ? 'Moved back to drafts' : 'Post published'),
        onError: (error) => notify.error(errorMessage(error, 'Update failed')),
      },
    );
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold">{post.title}</h3>
          {post.automatic ? (
            <Badge tone="info">Automatic</Badge>
          ) : published ? (
            <Badge tone="success">Published</Badge>
          ) : (
            <Badge tone="warning">Draft</Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {published
            ? `Published ${formatDateTime(post.publishedAt ?? '')}`
            : `Written ${formatDateTime(post.createdAt)}`}
        </p>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{post.body}</p>
      </div>
      {!post.automatic && (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={togglePublished} disabled={update.isPending}>
            {published ? <EyeOff /> : <Eye />} {published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onEdit(post)} aria-label={`Edit ${post.title}`}>
            <Pencil /> Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDelete(post)}
            aria-label={`Delete ${post.title}`}
          >
            <Trash2 /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}
