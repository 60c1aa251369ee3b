import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@nova/contracts';
import { TwoFactorCodeForm } from '@/components/two-factor-code-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useLoginTwoFactor } from '../api/login-two-factor.ts';

/** The login screen's second step for an account with two-factor authentication on. */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn(user: User): void;
  onRestart(): void;
}) {
  const { t } = useLingui();
  const step = useLoginTwoFactor();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Enter the 6-digit code from your authenticator app. Lost your phone? Use one of your recovery codes.
        </Trans>
      </p>
      <TwoFactorCodeForm
        id="login-code"
        submitLabel={t`Verify and sign in`}
        pending={step.isPending}
        onSubmit={({ code }, showError) =>
          step.mutate(
            { challengeToken, code },
            {
              onSuccess: ({ user }) => onSignedIn(user),
              onError: (error) => {
                // An expired or used-up challenge: the password step starts again.
                if (error instanceof ApiError && error.status === 401) onRestart();
                if (error instanceof ApiError && error.errors[0]) showError(error.errors[0].msg);
                else notify.error(errorMessage(error, t`Sign-in failed`));
              },
            },
          )
        }
      >
        <Button variant="ghost" onClick={onRestart}>
          <Trans>Back</Trans>
        </Button>
      </TwoFactorCodeForm>
    </div>
  );
}
