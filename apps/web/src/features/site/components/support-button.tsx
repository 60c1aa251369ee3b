import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { usePublicSettings } from '../api/get-public-settings.ts';

/** The floating support chat link; only when the operator has set a support URL (SUPPORT_URL). */
export function SupportButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const { data } = usePublicSettings();
  if (!data?.supportUrl) return null;
  return (
    <a
      href={data.supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Contact support (opens in a new tab)`}
      className={cn(
        'fixed end-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground',
        'shadow-lg transition-transform hover:scale-105',
        className,
      )}
    >
      <MessageCircle className="size-5" aria-hidden />
    </a>
  );
}
