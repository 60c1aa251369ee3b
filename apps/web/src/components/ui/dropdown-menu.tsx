import { Check } from 'lucide-react';
import { Slot } from 'radix-ui/slot';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A menu button as the WAI-ARIA pattern describes it, small enough for the header of every page
 * (decision 011: a positioning library and a general menu cost about 18 KB gzipped). Enter, Space
 * or ArrowDown on the trigger open the menu on its first item (ArrowUp: the last); ArrowUp,
 * ArrowDown, Home, End and a typed letter move between items; Escape and Tab close it and give the
 * focus back to the trigger, as does choosing an item; a click elsewhere closes it. The menu opens
 * below the trigger, aligned to its end (the header's menus have the page below them).
 */
interface MenuState {
  open: boolean;
  toggle: (focus: 'first' | 'last') => void;
  close: (returnFocus: boolean) => void;
  triggerId: string;
  contentId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  focusOnOpen: 'first' | 'last';
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('a menu part outside <DropdownMenu>');
  return menu;
}

export function DropdownMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const toggle = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen((wasOpen) => !wasOpen);
  };
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const menu = {
    open,
    toggle,
    close,
    triggerId: `${id}-trigger`,
    contentId: `${id}-content`,
    triggerRef,
    focusOnOpen,
  };
  return (
    <MenuContext.Provider value={menu}>
      <div ref={rootRef} className="relative inline-flex">
        {children}
      </div>
    </MenuContext.Provider>
  );
}

export function DropdownMenuTrigger({
  asChild,
  onKeyDown,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const menu = useMenu();
  const Component = asChild ? Slot : 'button';
  const openOnArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    const focus = { ArrowDown: 'first', ArrowUp: 'last' } as const;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!menu.open) menu.toggle(focus[event.key]);
  };
  return (
    <Component
      ref={menu.triggerRef}
      id={menu.triggerId}
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      onClick={() => menu.toggle('first')}
      onKeyDown={openOnArrow}
      {...props}
    />
  );
}

const itemSelector = '[role^="menuitem"]:not([aria-disabled="true"])';

/** The next item for a key: arrows, Home and End by position, a letter by the item's text. */
function nextItem(items: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  const last = items.length - 1;
  const byKey: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: last };
  const index = byKey[key];
  if (index !== undefined) return items[Math.min(Math.max(index, 0), last)];
  if (key.length !== 1 || key === ' ') return undefined;
  const rotated = [...items.slice(current + 1), ...items.slice(0, current + 1)];
  return rotated.find((item) => item.textContent?.trim().toLowerCase().startsWith(key.toLowerCase()));
}

export function DropdownMenuContent({ className, children }: { className?: string; children: ReactNode }) {
  const menu = useMenu();
  const contentRef = useRef<HTMLDivElement>(null);
  const { open, focusOnOpen } = menu;
  useEffect(() => {
    if (!open) return;
    const items = contentRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [];
    items[focusOnOpen === 'first' ? 0 : items.length - 1]?.focus();
  }, [open, focusOnOpen]);
  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      menu.close(true);
      return;
    }
    const items = [...(contentRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
    const focused = document.activeElement as HTMLElement | null;
    // Space chooses a link item too, as it does a button.
    if (event.key === ' ' && focused instanceof HTMLAnchorElement) {
      event.preventDefault();
      focused.click();
      return;
    }
    const next = nextItem(items, focused ? items.indexOf(focused) : -1, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  return (
    <div
      ref={contentRef}
      id={menu.contentId}
      role="menu"
      aria-labelledby={menu.triggerId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn(
        'absolute top-full end-0 z-50 mt-1.5 min-w-48 rounded-lg border border-border bg-surface p-1 text-sm shadow-[var(--shadow-card)] outline-none',
        className,
      )}
    >
      {children}
    </div>
  );
}

const itemClass =
  'relative flex w-full cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-start outline-none select-none ' +
  'focus:bg-surface-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

interface ItemProps extends Omit<ComponentProps<'button'>, 'onSelect'> {
  asChild?: boolean;
  onSelect?: () => void;
}

/** An item: a button, or with `asChild` the link it wraps; choosing it closes the menu. */
export function DropdownMenuItem({ asChild, onSelect, disabled, className, role, ...props }: ItemProps) {
  const menu = useMenu();
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      role={role ?? 'menuitem'}
      tabIndex={-1}
      type={asChild ? undefined : 'button'}
      aria-disabled={disabled || undefined}
      className={cn(itemClass, className)}
      onPointerMove={(event) => event.currentTarget.focus()}
      onClick={(event) => {
        if (disabled) return event.preventDefault();
        onSelect?.();
        menu.close(true);
      }}
      {...props}
    />
  );
}

const RadioGroupContext = createContext<{ value: string; onValueChange: (value: string) => void } | null>(
  null,
);

export function DropdownMenuRadioGroup({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  return <RadioGroupContext.Provider value={{ value, onValueChange }}>{children}</RadioGroupContext.Provider>;
}

export function DropdownMenuRadioItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const group = useContext(RadioGroupContext);
  const checked = group?.value === value;
  return (
    <DropdownMenuItem
      role="menuitemradio"
      aria-checked={checked}
      className={cn('pe-8', className)}
      onSelect={() => group?.onValueChange(value)}
    >
      {children}
      {checked && <Check className="absolute end-2" />}
    </DropdownMenuItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-2.5 py-2', className)} {...props} />;
}

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <hr className={cn('-mx-1 my-1 h-px border-0 bg-border', className)} />;
}
