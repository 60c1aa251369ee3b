import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';

/**
 * The frame both checks of a deposit's hash share: the hash under the title, Close first in the
 * footer and the check's own actions after it, a failure as an alert above the results.
 */
export function HashCheckDialog({
  title,
  hash,
  onClose,
  actions,
  failure,
  children,
}: {
  title: string;
  hash: string;
  onClose: () => void;
  actions: ReactNode;
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        <span className="font-mono break-all" dir="ltr">
          {hash}
        </span>
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {actions}
        </>
      }
    >
      <div className="space-y-3" aria-live="polite">
        {failure && (
          <Alert tone="danger" role="alert">
            <p>{failure}</p>
          </Alert>
        )}
        {children}
      </div>
    </Dialog>
  );
}
