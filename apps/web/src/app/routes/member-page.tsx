import { usePageTitle } from '@/lib/use-page-title.ts';

/** Routes that read 'Coming soon...'. */
export function ComingSoon() {
  usePageTitle('Coming soon');
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <h1 className="text-2xl font-semibold text-muted-foreground">Coming soon...</h1>
    </div>
  );
}
