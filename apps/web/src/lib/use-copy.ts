import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/toast.ts';

/** Copies text; `copied` reads true for 2 s after a copy. */
export function useCopy(failure?: string): {
  copied: boolean;
  copy: (text: string) => Promise<void>;
} {
  const { t } = useLingui();
  const message = failure ?? t`Failed to copy address`;
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 2_000);
      } catch {
        notify.error(message);
      }
    },
    [message],
  );
  return { copied, copy };
}
