import { cn } from '@/lib/cn.ts';

/**
 * The one status vocabulary of every screen: each money status has one label and
 * one colour - waiting amber, moving blue, done green, stopped red, lapsed grey.
 */
const statuses: Record<string, { label: string; tone: string }> = {
  PENDING: { label: 'Pending', tone: 'bg-warning-soft text-warning border-warning/40' },
  APPROVED: { label: 'Approved', tone: 'bg-primary-soft text-primary border-primary/30' },
  COMPLETED: { label: 'Completed', tone: 'bg-success-soft text-success border-success/30' },
  CONFIRMED: { label: 'Confirmed', tone: 'bg-success-soft text-success border-success/30' },
  REJECTED: { label: 'Rejected', tone: 'bg-danger-soft text-danger border-danger/30' },
  FAILED: { label: 'Failed', tone: 'bg-danger-soft text-danger border-danger/30' },
  EXPIRED: { label: 'Expired', tone: 'bg-surface-muted text-muted-foreground border-border' },
};

/** A status as a badge; a status it does not know reads as Pending. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, tone } = statuses[status] ?? (statuses.PENDING as { label: string; tone: string });
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide',
        tone,
        className,
      )}
    >
      {label}
    </span>
  );
}
