import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { TwoFactorCodeForm } from '@/components/two-factor-code-form.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts';

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
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

  if (setup.error) {
    return (
      <Alert tone="danger" role="alert">
        <p>{errorMessage(setup.error, 'Failed to start the setup')}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => start()}>
            Retry
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </Alert>
    );
  }
  if (!setup.data) return <Skeleton className="h-40 w-40" />;
  const { secret, otpauthUrl } = setup.data;

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Open an authenticator app (for example Google Authenticator, Authy or 1Password).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Type the 6-digit code the app shows, with your current password.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-border">
          <QRCodeSVG
            value={otpauthUrl}
            size={160}
            role="img"
            aria-label="QR code for your authenticator app"
          />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-medium text-muted-foreground">Key</p>
          <p className="font-mono text-sm break-all" data-testid="two-factor-secret">
            {grouped(secret)}
          </p>
        </div>
      </div>
      <TwoFactorCodeForm
        id="two-factor-enable-code"
        withPassword
        submitLabel="Confirm and turn on"
        pending={enable.isPending}
        onSubmit={({ code, currentPassword = '' }, showError) =>
          enable.mutate(
            { code, currentPassword },
            {
              onSuccess: ({ recoveryCodes }) => {
                notify.success('Two-factor authentication is on.');
                onEnabled(recoveryCodes);
              },
              onError: (error) => {
                const refusal = error instanceof ApiError ? error.errors[0] : undefined;
                if (refusal) showError(refusal.msg, refusal.path);
                else notify.error(errorMessage(error, 'Failed to turn on two-factor authentication'));
              },
            },
          )
        }
      >
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </TwoFactorCodeForm>
    </div>
  );
}
