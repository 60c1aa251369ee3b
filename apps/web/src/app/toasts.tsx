import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme.tsx';
import { TOAST_MS } from '@/lib/toast.ts';

/** Toasts use the app's own tokens, so they meet the same contrast in both themes. */
const toastColours = {
  '--normal-bg': 'var(--surface)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties;

export function Toasts() {
  const { resolved } = useTheme();
  return (
    <Toaster
      position="top-right"
      theme={resolved}
      closeButton
      duration={TOAST_MS.default}
      style={toastColours}
      toastOptions={{
        classNames: {
          toast: 'font-sans shadow-[var(--shadow-card)]',
          description: '!text-muted-foreground',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-danger',
        },
      }}
    />
  );
}
