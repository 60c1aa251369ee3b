import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** A member screen whose content arrives with a later release: its title and what it will hold. */
export function MemberPage({
  title,
  sentence,
  children,
}: {
  title: string;
  sentence: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="max-w-prose text-muted-foreground">{sentence}</p>
      </div>
      {children}
    </div>
  );
}

/** public-and-admin §2: routes that read 'Coming soon...'. */
export function ComingSoon() {
  usePageTitle('Coming soon');
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <h1 className="text-2xl font-semibold text-muted-foreground">Coming soon...</h1>
    </div>
  );
}
