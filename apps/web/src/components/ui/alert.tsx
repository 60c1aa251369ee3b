import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

const tones = {
  info: { box: 'border-primary/30 bg-primary-soft', icon: Info, iconClass: 'text-primary' },
  success: { box: 'border-success/30 bg-success-soft', icon: CheckCircle2, iconClass: 'text-success' },
  warning: { box: 'border-warning/40 bg-warning-soft', icon: AlertTriangle, iconClass: 'text-warning' },
  danger: { box: 'border-danger/30 bg-danger-soft', icon: XCircle, iconClass: 'text-danger' },
} as const;

interface AlertProps extends ComponentProps<'div'> {
  tone?: keyof typeof tones;
}

/** A calm, inline message box; `role="alert"` only for errors that need immediate attention. */
export function Alert({ tone = 'info', className, children, ...props }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      className={cn('flex gap-3 rounded-lg border p-4 text-sm text-foreground', box, className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">{children}</div>
    </div>
  );
}
