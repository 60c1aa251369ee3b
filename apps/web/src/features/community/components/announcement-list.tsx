import { msg } from '@lingui/core/macro';
import type { PublicAnnouncement } from '@nova/contracts';
import { Megaphone, ScrollText } from 'lucide-react';
import { TranslationFallback } from '@/components/translation-fallback.tsx';
import { formatDateTime } from '@/lib/format.ts';

/** The two kinds of announcement the dashboard shows, each with its heading. */
export const blocks = {
  NEWS: {
    title: msg`Latest news`,
    description: msg`Posts from the Nova team.`,
    icon: Megaphone,
  },
  MANAGEMENT_LOG: {
    title: msg`Management log`,
    description: msg`What the operator changed that affects members, recorded as it happened.`,
    icon: ScrollText,
  },
} as const;

/** Posts newest first, each with its date, title and body. */
export function AnnouncementList({ items }: { items: PublicAnnouncement[] }) {
  return (
    <ol className="space-y-4">
      {items.map((item) => (
        <li key={item.id} className="space-y-1 border-s-2 border-primary/40 ps-3">
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.publishedAt ?? item.createdAt}>
              {formatDateTime(item.publishedAt ?? item.createdAt)}
            </time>
          </p>
          <div lang={item.language} className="space-y-1">
            <h3 className="text-sm font-semibold">{item.title}</h3>
            <p className="text-sm whitespace-pre-line text-muted-foreground">{item.body}</p>
          </div>
          <TranslationFallback shown={item} compact />
        </li>
      ))}
    </ol>
  );
}
