import { cn } from '@/lib/cn.ts';

/** Money statuses in one colour language: waiting amber, moving blue, done green, stopped red. */
const tones: Record<string, string> = {
  PENDING: 'bg-warning-soft text-warning border-warning/40',
  APPROVED: 'bg-primary-soft text-primary border-primary/30',
  COMPLETED: 'bg-success-soft text-success border-success/30',
  CONFIRMED: 'bg-success-soft text-success border-success/30',
  REJECTED: 'bg-danger-soft text-danger border-danger/30',
  FAILED: 'bg-danger-soft text-danger border-danger/30',
  EXPIRED: 'bg-surface-muted text-muted-foreground border-border',
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide',
        tones[status] ?? tones.EXPIRED,
        className,
      )}
    >
      {status}
    </span>
  );
}
