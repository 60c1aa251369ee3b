import type { Announcement } from '@nova/contracts';
import { Megaphone, ScrollText } from 'lucide-react';
import { formatDateTime } from '@/lib/format.ts';

/** The two kinds of announcement the dashboard shows, each with its heading. */
export const blocks = {
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

/** Posts newest first, each with its date, title and body. */
export function AnnouncementList({ items }: { items: Announcement[] }) {
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
