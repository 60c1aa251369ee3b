import type { Announcement, AnnouncementKind } from '@nova/contracts';
import { Megaphone, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useAnnouncements } from '../api/get-announcements.ts';

const blocks = {
  NEWS: {
    title: 'Latest news',
    description: 'Posts from the Nova team.',
    icon: Megaphone,
  },
  MANAGEMENT_LOG: {
    title: 'Management log',
    description: 'What the operator changed that affects members, recorded as it happened.',
    icon: ScrollText,
  },
} as const;

const LATEST = 3;
const PAGE_SIZE = 10;

/** The dashboard's news or management-log block: the latest 3 and 'See all'; hidden when empty. */
export function AnnouncementsBlock({ kind }: { kind: AnnouncementKind }) {
  const { data } = useAnnouncements(kind, 1, LATEST);
  const [open, setOpen] = useState(false);
  const block = blocks[kind];
  const headingId = `${kind.toLowerCase()}-heading`;
  if (!data || data.data.length === 0) return null;
  return (
    <Card aria-labelledby={headingId} data-testid={`announcements-${kind}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <block.icon className="size-4 text-primary" aria-hidden /> {block.title}
          </CardTitle>
          <CardDescription>{block.description}</CardDescription>
        </div>
        {data.pagination.totalItems > LATEST && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            See all <span className="sr-only">{block.title.toLowerCase()}</span>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <AnnouncementList items={data.data} />
      </CardContent>
      {open && <AllAnnouncementsDialog kind={kind} onOpenChange={setOpen} />}
    </Card>
  );
}

function AnnouncementList({ items }: { items: Announcement[] }) {
  return (
    <ol className="space-y-4">
      {items.map((item) => (
        <li key={item.id} className="space-y-1 border-l-2 border-primary/40 pl-3">
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.publishedAt ?? item.createdAt}>
              {formatDateTime(item.publishedAt ?? item.createdAt)}
            </time>
          </p>
          <h3 className="text-sm font-semibold">{item.title}</h3>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{item.body}</p>
        </li>
      ))}
    </ol>
  );
}

function AllAnnouncementsDialog({
  kind,
  onOpenChange,
}: {
  kind: AnnouncementKind;
  onOpenChange: (open: boolean) => void;
}) {
  const [page, setPage] = useState(1);
  const { data } = useAnnouncements(kind, page, PAGE_SIZE);
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={blocks[kind].title}
      description={blocks[kind].description}
      size="lg"
    >
      {data && <AnnouncementList items={data.data} />}
      <Pager pagination={data?.pagination} page={page} onPageChange={setPage} className="pt-2" />
    </Dialog>
  );
}
