import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download.ts';
import { notify } from '@/lib/toast.ts';

/** 'Export CSV' on an admin list: downloads the export with the list's current filters. */
export function ExportCsvButton({ path, name }: { path: string; name: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(path, `${name}.csv`);
    } catch (error) {
      notify.error(errorMessage(error, t`Export failed`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={run} disabled={busy}>
      <Download /> {busy ? t`Exporting…` : t`Export CSV`}
    </Button>
  );
}
