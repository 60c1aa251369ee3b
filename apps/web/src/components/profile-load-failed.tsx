import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Logo } from './ui/logo.tsx';

/**
 * The profile could not be read for a reason other than an ended session (a 401 clears the token
 * and signs out): the session is kept and the member may try again, rather than being sent to a
 * sign-in they do not need. It reads the failed query rather than subscribing to it: a new
 * subscriber would fetch the failed profile again at once, and loading replaces this screen.
 */
export function ProfileLoadFailed() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const error = queryClient.getQueryState(queryKeys.auth.profile())?.error;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4">
      <Logo className="text-2xl" />
      <Alert tone="danger" role="alert" className="max-w-md">
        <p className="font-medium">
          <Trans>Failed to load user</Trans>
        </p>
        <p>{errorMessage(error, t`Please check your connection and try again.`)}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => queryClient.refetchQueries({ queryKey: queryKeys.auth.profile() })}
        >
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    </main>
  );
}
