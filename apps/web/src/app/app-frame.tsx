import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DirectionProvider } from 'radix-ui/direction';
import { lazy, type ReactNode, Suspense } from 'react';
import { isLanguage, isRightToLeft } from '@/lib/i18n/language.ts';
import { ThemeProvider } from '@/lib/theme.tsx';
import { useToasterWanted } from '@/lib/toast.ts';
import { LiveUpdates } from './live-updates.tsx';

const Toasts = lazy(async () => ({ default: (await import('./toasts.tsx')).Toasts }));

/** The toaster, mounted with the first notice (lib/toast.ts). */
function LazyToasts() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * Radix's menus, tabs and dialogs read their direction from this, not from `<html dir>`: without it
 * they stay left to right on an Arabic page (a Tabs root writes `dir="ltr"` on its element).
 */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const rightToLeft = isLanguage(i18n.locale) && isRightToLeft(i18n.locale);
  return <DirectionProvider dir={rightToLeft ? 'rtl' : 'ltr'}>{children}</DirectionProvider>;
}

/**
 * What surrounds the router, in the browser and in the prerender alike (the active language
 * included: a change of language renders everything again in it): React names elements
 * (`useId`) by their place in this tree, so the HTML is only taken over id for id when both
 * render the same tree around their router.
 */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LanguageDirection>
        <ThemeProvider>
          <QueryClientProvider client={client}>
            <LiveUpdates />
            {children}
            <LazyToasts />
          </QueryClientProvider>
        </ThemeProvider>
      </LanguageDirection>
    </I18nProvider>
  );
}
