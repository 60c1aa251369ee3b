import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminStats, FailedEmail } from '@nova/contracts';
import { RotateCw } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useFailedEmails } from '../api/get-failed-emails.ts';
import { useRetryFailedEmail } from '../api/retry-failed-email.ts';

/**
 * What the operator must know about email (decision 021): a warning while the site runs without
 * it on purpose, and the emails given up after their last attempt, each with a Retry.
 */
export function MailHealth({ stats }: { stats: AdminStats }) {
  return (
    <>
      {stats.mailDisabled && (
        <Alert tone="warning" role="status">
          <p className="font-medium">
            <Trans>Email is off (MAIL_DISABLED)</Trans>
          </p>
          <p>
            <Trans>
              Members cannot receive verification or password-reset codes. Set SMTP_URL and restart the server
              to send email.
            </Trans>
          </p>
        </Alert>
      )}
      {stats.failedEmails > 0 && <FailedEmails />}
    </>
  );
}

function FailedEmails() {
  const { t } = useLingui();
  const failed = useFailedEmails(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Emails not delivered</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The mail server refused these after every attempt. Retry sends one again once the cause is fixed.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={failed}
          errorFallback={t`Failed to load the emails not delivered`}
          loading={<Skeleton className="h-24 w-full" />}
        >
          {({ data, total }) => (
            <>
              <ul className="divide-y divide-border">
                {data.map((email) => (
                  <FailedEmailRow key={email.id} email={email} />
                ))}
              </ul>
              {total > data.length && <NewestShown shown={data.length} total={total} />}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function NewestShown({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="pt-3 text-xs text-muted-foreground">
      <Trans>
        The newest {shown} of {total} are shown.
      </Trans>
    </p>
  );
}

function FailedEmailRow({ email }: { email: FailedEmail }) {
  const { t } = useLingui();
  const retry = useRetryFailedEmail();
  const subject = email.subject;
  const recipient = email.recipient;
  const attempts = email.attempts;
  const failedAt = formatDateTime(email.failedAt);
  // Awaited rather than per-call callbacks: a retry that empties the list unmounts this row first.
  const onRetry = () =>
    retry.mutateAsync(email.id).then(
      (answer) => notify.success(answer.message),
      (error: unknown) => notify.error(errorMessage(error, t`Failed to retry the email`)),
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0 flex-1 space-y-0.5">
        {/* In the recipient's language, which the outbox does not record: marked as unknown. */}
        <p className="font-medium break-words" lang="">
          {email.subject}
        </p>
        <p className="text-muted-foreground">
          <Trans>
            To <bdi dir="ltr">{recipient}</bdi>
          </Trans>{' '}
          · <Plural value={attempts} one="# attempt" other="# attempts" /> · <Trans>gave up {failedAt}</Trans>
        </p>
        {/* The mail server's own words, in English. */}
        {email.reason && (
          <p className="break-words text-xs text-danger" lang="en" dir="ltr">
            {email.reason}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={retry.isPending}
        onClick={onRetry}
        aria-label={t`Retry ${subject} to ${recipient}`}
      >
        <RotateCw /> <Trans>Retry</Trans>
      </Button>
    </li>
  );
}
