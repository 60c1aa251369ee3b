import { cn } from '@/lib/cn.ts';

/** The Nova mark and name. */
export function Logo({ className, withName = true }: { className?: string; withName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 23V9h2.6l8.2 9.6V9H23v14h-2.6l-8.2-9.6V23z" className="fill-primary-foreground" />
      </svg>
      {withName && <span className="text-lg tracking-tight">Nova</span>}
    </span>
  );
}
