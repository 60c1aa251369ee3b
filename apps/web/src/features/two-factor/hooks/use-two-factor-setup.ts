import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import type { TwoFactorCodeSubmit } from '@/lib/use-two-factor-code-form.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts';

/**
 * Turning two-factor on: a secret is asked for as soon as the setup opens, then the app's first
 * code and the password turn it on; a refusal goes under its field, anything else in a toast.
 */
export function useTwoFactorSetup(onEnabled: (recoveryCodes: string[]) => void) {
  const { t } = useLingui();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const { mutate: start } = setup;
  useEffect(() => start(), [start]);

  const confirm: TwoFactorCodeSubmit = ({ code, currentPassword = '' }, showError) =>
    enable.mutate(
      { code, currentPassword },
      {
        onSuccess: ({ recoveryCodes }) => {
          notify.success(t`Two-factor authentication is on.`);
          onEnabled(recoveryCodes);
        },
        onError: (error) => {
          const refusal = error instanceof ApiError ? error.errors[0] : undefined;
          if (refusal) showError(refusal.msg, refusal.path);
          else notify.error(errorMessage(error, t`Failed to turn on two-factor authentication`));
        },
      },
    );

  return {
    started: setup.data,
    setupError: setup.error,
    retry: () => start(),
    confirm,
    enabling: enable.isPending,
  };
}
