import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn.ts';

/**
 * The one status vocabulary of every screen: each money status has one label and
 * one colour - waiting amber, moving blue, done green, stopped red, lapsed grey.
 */
const statuses: Record<string, { label: MessageDescriptor; tone: string }> = {
  PENDING: { label: msg`Pending`, tone: 'bg-warning-soft text-warning border-warning/40' },
  APPROVED: { label: msg`Approved`, tone: 'bg-primary-soft text-primary border-primary/30' },
  COMPLETED: { label: msg`Completed`, tone: 'bg-success-soft text-success border-success/30' },
  CONFIRMED: { label: msg`Confirmed`, tone: 'bg-success-soft text-success border-success/30' },
  REJECTED: { label: msg`Rejected`, tone: 'bg-danger-soft text-danger border-danger/30' },
  FAILED: { label: msg`Failed`, tone: 'bg-danger-soft text-danger border-danger/30' },
  OPEN: { label: msg`Open`, tone: 'bg-primary-soft text-primary border-primary/30' },
  CANCELLED: { label: msg`Cancelled`, tone: 'bg-surface-muted text-muted-foreground border-border' },
  EXPIRED: { label: msg`Expired`, tone: 'bg-surface-muted text-muted-foreground border-border' },
};

/** A status as a badge; a status it does not know reads as Pending. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  const { label, tone } =
    statuses[status] ?? (statuses.PENDING as { label: MessageDescriptor; tone: string });
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide',
        tone,
        className,
      )}
    >
      {i18n._(label)}
    </span>
  );
}
