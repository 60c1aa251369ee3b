import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { TwoFactorCodeForm } from '@/components/two-factor-code-form.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useTwoFactorSetup } from '../hooks/use-two-factor-setup.ts';

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Scan (or type) the secret, then confirm with the app's first code. The QR code is drawn here. */
export function TwoFactorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled(recoveryCodes: string[]): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const { started, setupError, retry, confirm, enabling } = useTwoFactorSetup(onEnabled);

  if (setupError) {
    return (
      <Alert tone="danger" role="alert">
        <p>{errorMessage(setupError, t`Failed to start the setup`)}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={retry}>
            <Trans>Retry</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Alert>
    );
  }
  if (!started) return <Skeleton className="h-40 w-40" />;
  const { secret, otpauthUrl } = started;

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-muted-foreground">
        <li>
          <Trans>Open an authenticator app (for example Google Authenticator, Authy or 1Password).</Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or enter the key below by hand.</Trans>
        </li>
        <li>
          <Trans>Type the 6-digit code the app shows, with your current password.</Trans>
        </li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-border">
          <QRCodeSVG
            value={otpauthUrl}
            size={160}
            role="img"
            aria-label={t`QR code for your authenticator app`}
          />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-medium text-muted-foreground">
            <Trans>Key</Trans>
          </p>
          <p dir="ltr" className="font-mono text-sm break-all" data-testid="two-factor-secret">
            {grouped(secret)}
          </p>
        </div>
      </div>
      <TwoFactorCodeForm
        id="two-factor-enable-code"
        withPassword
        submitLabel={t`Confirm and turn on`}
        pending={enabling}
        onSubmit={confirm}
      >
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </TwoFactorCodeForm>
    </div>
  );
}
