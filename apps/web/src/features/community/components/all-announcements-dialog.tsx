import { useLingui } from '@lingui/react/macro';
import type { AnnouncementKind } from '@nova/contracts';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementList, blocks } from './announcement-list.tsx';

const PAGE_SIZE = 10;

/** Every post of one kind, ten a page: the announcements block's 'See all'. */
export function AllAnnouncementsDialog({
  kind,
  onOpenChange,
}: {
  kind: AnnouncementKind;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data } = useAnnouncements(kind, page, PAGE_SIZE);
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={i18n._(blocks[kind].title)}
      description={i18n._(blocks[kind].description)}
      size="lg"
    >
      {data && <AnnouncementList items={data.data} />}
      <Pager pagination={data?.pagination} page={page} onPageChange={setPage} className="pt-2" />
    </Dialog>
  );
}
