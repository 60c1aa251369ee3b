import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatUsd } from '@/lib/format.ts';

interface StatCardProps {
  label: string;
  hint: string;
  icon: LucideIcon;
  /** A decimal string from the API; undefined while loading. */
  value: string | undefined;
  highlight?: boolean;
}

export function StatCard({ label, hint, icon: Icon, value, highlight = false }: StatCardProps) {
  return (
    <li
      className={cn(
        'rounded-xl border p-5 shadow-[var(--shadow-card)]',
        highlight ? 'border-primary/30 bg-primary-soft' : 'border-border bg-surface',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="flex size-8 items-center justify-center rounded-lg bg-surface-muted text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="mt-3 text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="h-8 w-32" /> : formatUsd(value)}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </li>
  );
}
