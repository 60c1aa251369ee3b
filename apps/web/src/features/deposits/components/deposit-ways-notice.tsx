import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';

/**
 * Said first on the deposit form (decision 017): a personal address needs no claim at all; a
 * transfer to the shared company address is a claim, credited by itself only from a sender
 * address the member proved on /profile. Each paragraph is one message, so translators see whole
 * sentences.
 */
export function DepositWaysNotice({ personal }: { personal: boolean }) {
  return (
    <Alert tone="info" data-testid="deposit-ways-notice">
      {personal ? (
        <div className="space-y-1">
          <p className="font-medium">
            <Trans>The address below is yours alone: no claim needed.</Trans>
          </p>
          <p>
            <Trans>
              Send to it and your balance is credited by itself once the transfer is final. The transaction
              hash is only for a transfer to the shared company address, which is credited by itself only if
              you have proved the address you send from under <SenderAddressesLink />; otherwise an
              administrator checks it first.
            </Trans>
          </p>
        </div>
      ) : (
        <div className="space-y-1">
          <p className="font-medium">
            <Trans>The address below is shared by all members, so you claim your transfer.</Trans>
          </p>
          <p>
            <Trans>
              After sending, paste its transaction hash below. It is credited by itself only if you have
              proved the address you send from under <SenderAddressesLink />; otherwise an administrator
              checks it first.
            </Trans>
          </p>
        </div>
      )}
    </Alert>
  );
}

function SenderAddressesLink() {
  return (
    <Link to="/profile" className="font-medium underline">
      <Trans>Profile → Sender addresses</Trans>
    </Link>
  );
}
