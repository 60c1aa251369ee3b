import { Trans, useLingui } from '@lingui/react/macro';
import type { AnnouncementKind } from '@nova/contracts';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementList, blocks } from './announcement-list.tsx';

const LATEST = 3;

/** 'See all' loads its dialog, and the dialog library with it, when first opened (decision 011). */
const AllAnnouncementsDialog = lazy(async () => ({
  default: (await import('./all-announcements-dialog.tsx')).AllAnnouncementsDialog,
}));

/** The dashboard's news or management-log block: the latest 3 and 'See all'; hidden when empty. */
export function AnnouncementsBlock({ kind }: { kind: AnnouncementKind }) {
  const { i18n } = useLingui();
  const { data } = useAnnouncements(kind, 1, LATEST);
  const [open, setOpen] = useState(false);
  const block = blocks[kind];
  const title = i18n._(block.title);
  const headingId = `${kind.toLowerCase()}-heading`;
  if (!data || data.data.length === 0) return null;
  return (
    <Card aria-labelledby={headingId} data-testid={`announcements-${kind}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <block.icon className="size-4 text-primary" aria-hidden /> {title}
          </CardTitle>
          <CardDescription>{i18n._(block.description)}</CardDescription>
        </div>
        {data.pagination.totalItems > LATEST && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            <Trans>
              See all <span className="sr-only">{title}</span>
            </Trans>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <AnnouncementList items={data.data} />
      </CardContent>
      <Suspense fallback={null}>
        {open && <AllAnnouncementsDialog kind={kind} onOpenChange={setOpen} />}
      </Suspense>
    </Card>
  );
}
