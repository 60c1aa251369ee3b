/**
 * The look of a centred modal: Dialog (Radix's) and PlainDialog (without it) draw the same frame,
 * with the same classes.
 */
export const dialogFrame = {
  overlay: 'fixed inset-0 z-40 bg-black/50',
  content:
    'fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-surface shadow-xl',
  header: 'flex items-start justify-between gap-4 border-b border-border px-5 py-4',
  title: 'text-lg font-semibold',
  description: 'text-sm text-muted-foreground',
  close: '-me-2 rounded-md p-2 text-muted-foreground hover:bg-surface-muted',
  body: 'flex-1 space-y-3 overflow-y-auto px-5 py-4',
  footer: 'flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end',
} as const;

export const dialogWidths = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-4xl' } as const;
