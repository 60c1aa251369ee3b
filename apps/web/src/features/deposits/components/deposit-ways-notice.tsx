import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';

/**
 * Said first on the deposit form (decision 017): a personal address needs no claim at all; a
 * transfer to the shared company address is a claim, credited by itself only from a sender
 * address the member proved on /profile.
 */
export function DepositWaysNotice({ personal }: { personal: boolean }) {
  const proved = (
    <>
      only if you have proved the address you send from under{' '}
      <Link to="/profile" className="font-medium underline">
        Profile → Sender addresses
      </Link>
      ; otherwise an administrator checks it first.
    </>
  );
  return (
    <Alert tone="info" data-testid="deposit-ways-notice">
      {personal ? (
        <div className="space-y-1">
          <p className="font-medium">The address below is yours alone: no claim needed.</p>
          <p>
            Send to it and your balance is credited by itself once the transfer is final. The transaction hash
            is only for a transfer to the shared company address, which is credited by itself {proved}
          </p>
        </div>
      ) : (
        <div className="space-y-1">
          <p className="font-medium">
            The address below is shared by all members, so you claim your transfer.
          </p>
          <p>After sending, paste its transaction hash below. It is credited by itself {proved}</p>
        </div>
      )}
    </Alert>
  );
}
