import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

function download(codes: string[], title: string): void {
  const text = `${title}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'nova-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: only their hashes are kept on the server. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <Alert tone="warning">
        <p className="font-medium">
          <Trans>Save your recovery codes now.</Trans>
        </p>
        <p>
          <Trans>
            Each code signs you in once if you lose your phone. They will not be shown again: keep them
            somewhere safe, away from your password.
          </Trans>
        </p>
      </Alert>
      <ul dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-muted px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download(codes, t`Nova recovery codes (each works once)`)}>
          <Download /> <Trans>Download</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>I have saved my recovery codes</Trans>
        </Button>
      </div>
    </div>
  );
}
