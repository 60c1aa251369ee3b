import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn.ts';

/** The landing clock (updates every second), in the visitor's locale. */
export function LiveClock({ className }: { className?: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className={cn('items-center gap-1.5 text-sm tabular-nums text-muted-foreground', className)}>
      <Clock className="size-4" aria-hidden />
      {/* Not announced: a screen reader would read it every second. */}
      <time data-testid="live-clock" dateTime={now?.toISOString()} className="min-w-[5.5rem]">
        {now
          ? now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
          : ''}
      </time>
    </span>
  );
}
