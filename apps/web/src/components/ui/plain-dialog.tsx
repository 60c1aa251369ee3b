import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { dialogFrame, dialogWidths } from './dialog-frame.ts';

interface PlainDialogProps {
  /** Closing by its button, Escape or a press outside; the dialog shows while it is rendered. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
}

const tabbable =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Everything of the page but `keep` leaves the accessibility tree and the pointer; the page does not scroll. */
function setPageAside(keep: Element): () => void {
  const hidden = [...document.body.children].filter(
    (element) => element !== keep && element.getAttribute('aria-hidden') !== 'true',
  );
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  const body = document.body.style;
  const before = {
    overflow: body.overflow,
    marginRight: body.marginRight,
    pointerEvents: body.pointerEvents,
  };
  // The page keeps its width when its scroll bar goes.
  const scrollBar = window.innerWidth - document.documentElement.clientWidth;
  body.overflow = 'hidden';
  if (scrollBar > 0) body.marginRight = `${scrollBar}px`;
  body.pointerEvents = 'none';
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
    Object.assign(body, before);
  };
}

/**
 * A modal dialog without Radix's (about 12 KB gzipped), for a dialog a screen shows as it starts:
 * the dashboard's welcome on a member's first visit, which would otherwise bring that library into
 * the first visit (decision 011). It draws Dialog's frame and behaves as Dialog's modal does:
 * above the page, the rest of which leaves the accessibility tree, the pointer and scrolling;
 * focus moves to its first control and stays inside (Tab wraps); Escape, its close button or a
 * press outside closes it; focus then goes back where it was. Dialogs a member opens use Dialog.
 */
export function PlainDialog({ onClose, title, description, children, footer }: PlainDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // The element focused when the dialog was first rendered: focus goes back to it on close.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const page = layer.current;
    const dialog = content.current;
    if (!page || !dialog) return;
    const restorePage = setPageAside(page);
    dialog.querySelector<HTMLElement>(tabbable)?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close.current();
    };
    // Focus that leaves the dialog (a click on the browser's chrome, a screen reader) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target))
        (dialog.querySelector<HTMLElement>(tabbable) ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      restorePage();
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [opener]);

  /** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
  const wrapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbable)];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return event.preventDefault();
    const edge = event.shiftKey ? first : last;
    if (document.activeElement !== edge && event.currentTarget !== document.activeElement) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div ref={layer}>
      <div
        className={dialogFrame.overlay}
        style={{ pointerEvents: 'auto' }}
        onPointerDown={() => onClose()}
      />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={wrapFocus}
        style={{ pointerEvents: 'auto' }}
        className={`${dialogFrame.content} ${dialogWidths.md}`}
      >
        <div className={dialogFrame.header}>
          <div className="space-y-1">
            <h2 id={titleId} className={dialogFrame.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={dialogFrame.description}>
                {description}
              </p>
            )}
          </div>
          <button type="button" onClick={onClose} className={dialogFrame.close} aria-label={t`Close`}>
            <X className="size-5" />
          </button>
        </div>
        {children && <div className={dialogFrame.body}>{children}</div>}
        {footer && <div className={dialogFrame.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
