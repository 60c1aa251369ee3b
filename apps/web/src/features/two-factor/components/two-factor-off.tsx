import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TwoFactorCodeForm } from '@/components/two-factor-code-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';

/** The enrolled state; turning it off takes the password and a current code or a recovery code. */
export function TwoFactorOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const disable = useDisableTwoFactor();
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Trans>Your account asks for a code at every sign-in.</Trans>{' '}
        <span className="text-muted-foreground">
          <Trans>{recoveryCodesLeft} of 10 recovery codes left.</Trans>
        </span>
      </p>
      {confirming ? (
        <TwoFactorCodeForm
          id="two-factor-disable-code"
          withPassword
          hint={t`A code from your authenticator app, or one of your recovery codes.`}
          submitLabel={t`Turn off`}
          submitVariant="danger"
          pending={disable.isPending}
          onSubmit={({ code, currentPassword = '' }, showError) =>
            disable.mutate(
              { code, currentPassword },
              {
                onSuccess: () => notify.success(t`Two-factor authentication is off.`),
                onError: (error) => {
                  const refusal = error instanceof ApiError ? error.errors[0] : undefined;
                  if (refusal) showError(refusal.msg, refusal.path);
                  else notify.error(errorMessage(error, t`Failed to turn off two-factor authentication`));
                },
              },
            )
          }
        >
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </TwoFactorCodeForm>
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <Trans>Turn off</Trans>
        </Button>
      )}
    </div>
  );
}
