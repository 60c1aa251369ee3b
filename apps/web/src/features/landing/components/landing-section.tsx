import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * One landing section: an anchor the header links to (scroll-margin keeps its heading clear of the
 * sticky header), a heading, an optional lead, and an 'Example' badge when its data is sample data.
 */
export function LandingSection(props: {
  id: string;
  title: string;
  lead?: ReactNode;
  example?: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className={cn('scroll-mt-20 border-t border-border', props.muted && 'bg-surface')}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`${props.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
            {props.title}
          </h2>
          {props.example && (
            <Badge tone="warning">
              <Trans>Example content</Trans>
            </Badge>
          )}
        </div>
        {props.lead && <div className="mt-3 max-w-3xl text-muted-foreground">{props.lead}</div>}
        <div className="mt-8">{props.children}</div>
      </div>
    </section>
  );
}

/** Said wherever a daily rate is shown (rule 2): rewards are never guaranteed. */
export function PoolNotice({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <Trans>
        Daily rewards are not guaranteed: they are paid from the rewards pool while the pool is funded.{' '}
        <Link to="/transparency" className="font-medium text-primary underline underline-offset-4">
          See what the pool holds and covers
        </Link>
        .
      </Trans>
    </p>
  );
}
