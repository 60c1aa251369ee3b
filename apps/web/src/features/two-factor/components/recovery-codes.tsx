import { Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

function download(codes: string[]): void {
  const text = `Nova recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'nova-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: only their hashes are kept on the server. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="space-y-4">
      <Alert tone="warning">
        <p className="font-medium">Save your recovery codes now.</p>
        <p>
          Each code signs you in once if you lose your phone. They will not be shown again: keep them
          somewhere safe, away from your password.
        </p>
      </Alert>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-muted px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download(codes)}>
          <Download /> Download
        </Button>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </div>
    </div>
  );
}
