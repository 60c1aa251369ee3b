import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { dialogFrame, dialogWidths } from './dialog-frame.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  /** Wider dialogs for lists and tables. */
  size?: keyof typeof dialogWidths;
  className?: string;
}

/** A centred modal with Radix's focus trap, Escape and labelled title; scrolls when taller than the screen. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: DialogProps) {
  // The element focused when the dialog was first rendered (the button that opened it): focus
  // goes back to it on close, also for the dialogs that load when opened and unmount on close.
  // There is no document when the public pages are prerendered.
  const { t } = useLingui();
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogFrame.overlay} />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected && opener !== document.body) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className={cn(dialogFrame.content, dialogWidths[size], className)}
        >
          <div className={dialogFrame.header}>
            <div className="space-y-1">
              <RadixDialog.Title className={dialogFrame.title}>{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className={dialogFrame.description}>
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className={dialogFrame.close} aria-label={t`Close`}>
              <X className="size-5" />
            </RadixDialog.Close>
          </div>
          {children && <div className={dialogFrame.body}>{children}</div>}
          {footer && <div className={dialogFrame.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
