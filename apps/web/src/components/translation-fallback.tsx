import { Trans } from '@lingui/react/macro';
import type { ShownLanguage } from '@nova/contracts';
import { Alert } from '@/components/ui/alert.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * Says plainly that operator text is shown in English because no translation into the reader's
 * language exists (decision 033); nothing when the text is in the language asked for.
 */
export function TranslationFallback({
  shown,
  compact = false,
  className,
}: {
  shown: ShownLanguage;
  /** One quiet line, for an item of a list. */
  compact?: boolean;
  className?: string;
}) {
  if (shown.language === shown.requestedLanguage) return null;
  if (compact)
    return (
      <p className={cn('text-xs text-muted-foreground italic', className)}>
        <Trans>Shown in English: no translation yet.</Trans>
      </p>
    );
  return (
    <Alert tone="info" role="note" className={className}>
      <p>
        <Trans>This text is shown in English because no translation exists yet.</Trans>
      </p>
    </Alert>
  );
}
