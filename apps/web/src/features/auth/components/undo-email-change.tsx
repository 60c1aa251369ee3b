import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useUndoEmailChange } from '../api/undo-email-change.ts';

/**
 * The link mailed to the old address after an email change (decision 002). Nothing happens on
 * opening it (mail scanners open links too): the owner confirms with the button.
 */
export function UndoEmailChange({ token }: { token: string }) {
  const { t } = useLingui();
  const undo = useUndoEmailChange();
  if (undo.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success" role="status">
          <p>{translateServerText(undo.data.message)}</p>
        </Alert>
        <p className="text-sm text-muted-foreground">
          <Trans>If someone else changed it, set a new password now: they may know the current one.</Trans>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to="/forgot-password">
              <Trans>Reset password</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to="/login">
              <LogIn /> <Trans>Log in</Trans>
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!token) {
    return (
      <Alert tone="danger" role="alert">
        <p>
          <Trans>This link is incomplete. Open the link from the email again.</Trans>
        </p>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <FormError error={undo.error} fallback={t`Failed to undo the change`} fields={[]} />
      <p className="text-sm">
        <Trans>
          Your account goes back to this email address, every signed-in device is signed out, and withdrawals
          wait 24 hours.
        </Trans>
      </p>
      <Button size="lg" className="w-full" disabled={undo.isPending} onClick={() => undo.mutate({ token })}>
        {undo.isPending ? <Spinner /> : <Undo2 />}
        <Trans>Undo the email change</Trans>
      </Button>
    </div>
  );
}
