import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { activeLanguage, isRightToLeft } from '@/lib/i18n/language.ts';
import { useTheme } from '@/lib/theme.tsx';
import { TOAST_MS } from '@/lib/toast.ts';

/** Toasts use the app's own tokens, so they meet the same contrast in both themes. */
const toastColours = {
  '--normal-bg': 'var(--surface)',
  '--normal-text': 'var(--foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties;

export function Toasts() {
  const { t } = useLingui();
  const { resolved } = useTheme();
  // Toasts come in at the reading direction's end: the left in Arabic.
  const rightToLeft = isRightToLeft(activeLanguage());
  return (
    <Toaster
      position={rightToLeft ? 'top-left' : 'top-right'}
      dir={rightToLeft ? 'rtl' : 'ltr'}
      theme={resolved}
      closeButton
      duration={TOAST_MS.default}
      style={toastColours}
      containerAriaLabel={t`Notifications`}
      toastOptions={{
        closeButtonAriaLabel: t`Close notification`,
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
