import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '@nova/contracts';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useNewsTab, useTogglePublished } from '../hooks/use-news-tab.ts';
import { AnnouncementForm } from './announcement-form.tsx';

const kinds = [
  { value: 'NEWS', label: msg`News` },
  { value: 'MANAGEMENT_LOG', label: msg`Management log` },
] as const;

/**
 * The admin News tab (rule 36): write, edit, publish and delete news posts and written
 * management-log entries. Automatic management-log entries are listed read-only.
 */
export default function NewsTab() {
  const tab = useNewsTab();
  const { t, i18n } = useLingui();
  const deletingTitle = tab.deleting?.title;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle>
            <Trans>News and management log</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Published posts appear on every member's dashboard. The management log also records, by itself,
              the operator actions that affect members.
            </Trans>
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => tab.setEditing('new')}>
          <Plus /> <Trans>New post</Trans>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <ChoiceGroup
          legend={t`Show`}
          name="announcement-kind"
          value={tab.kind}
          options={kinds.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          onChange={tab.chooseKind}
        />
        {tab.editing && (
          <div className="rounded-lg border border-border p-4">
            <h3 className="mb-4 font-semibold">
              {tab.editing !== 'new' ? (
                <Trans>Edit post</Trans>
              ) : tab.kind === 'NEWS' ? (
                <Trans>New news post</Trans>
              ) : (
                <Trans>New management-log entry</Trans>
              )}
            </h3>
            <AnnouncementForm
              kind={tab.kind}
              post={tab.editing === 'new' ? null : tab.editing}
              onDone={() => tab.setEditing(null)}
            />
          </div>
        )}
        <QueryState
          query={tab.posts}
          errorFallback={t`Failed to load posts`}
          loading={<Skeleton className="h-48 w-full" />}
          isEmpty={({ data }) => data.length === 0}
          empty={
            <p className="text-sm text-muted-foreground">
              <Trans>Nothing written yet.</Trans>
            </p>
          }
        >
          {({ data }) => (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {data.map((post) => (
                <PostRow key={post.id} post={post} onEdit={tab.setEditing} onDelete={tab.setDeleting} />
              ))}
            </ul>
          )}
        </QueryState>
        <Pager pagination={tab.posts.data?.pagination} page={tab.page} onPageChange={tab.setPage} showTotal />
      </CardContent>
      <Dialog
        open={tab.deleting !== null}
        onOpenChange={(open) => !open && tab.setDeleting(null)}
        title={t`Delete this post?`}
        description={deletingTitle === undefined ? undefined : t`"${deletingTitle}" is removed for good.`}
        footer={
          <>
            <Button variant="outline" onClick={() => tab.setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" onClick={tab.confirmDelete} disabled={tab.deletePending}>
              <Trans>Delete</Trans>
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
  const { published, toggle: togglePublished, pending } = useTogglePublished(post);
  const { t } = useLingui();
  const title = post.title;
  const when = published ? formatDateTime(post.publishedAt ?? '') : formatDateTime(post.createdAt);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold">
            <OperatorText>{post.title}</OperatorText>
          </h3>
          {post.automatic ? (
            <Badge tone="info">
              <Trans>Automatic</Trans>
            </Badge>
          ) : published ? (
            <Badge tone="success">
              <Trans>Published</Trans>
            </Badge>
          ) : (
            <Badge tone="warning">
              <Trans>Draft</Trans>
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {published ? <Trans>Published {when}</Trans> : <Trans>Written {when}</Trans>}
        </p>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
          <OperatorText>{post.body}</OperatorText>
        </p>
      </div>
      {!post.automatic && (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={togglePublished} disabled={pending}>
            {published ? <EyeOff /> : <Eye />} {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onEdit(post)} aria-label={t`Edit ${title}`}>
            <Pencil /> <Trans>Edit</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(post)} aria-label={t`Delete ${title}`}>
            <Trash2 /> <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
