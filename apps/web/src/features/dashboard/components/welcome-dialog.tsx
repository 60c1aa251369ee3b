import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { PlainDialog } from '@/components/ui/plain-dialog.tsx';

/**
 * The welcome on a member's first visit, until dismissed: what Nova does, and the packages on
 * offer (`packageRange`, from the active levels; left out while they are unknown). A plain dialog:
 * it shows as the dashboard starts, and Radix's would weigh on every first visit.
 */
export function WelcomeDialog({
  packageRange,
  onClose,
}: {
  packageRange: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <PlainDialog
      onClose={onClose}
      title={t`Welcome to Nova`}
      description={
        packageRange ? (
          <Trans>
            VIP packages from <bdi>{packageRange}</bdi>.
          </Trans>
        ) : undefined
      }
      footer={
        <Button onClick={onClose}>
          <Trans>Get started</Trans>
        </Button>
      }
    >
      <div className="flex gap-3 text-sm">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="space-y-2">
          <p>
            <Trans>
              Deposit USDT or USDC, choose a VIP level with your deposit, then start one earning session a
              day.
            </Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>
              Rewards come from a funded rewards pool; invite friends for a share of their membership
              payments.
            </Trans>
          </p>
        </div>
      </div>
    </PlainDialog>
  );
}
