import type { AuditEntry } from '@nova/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { queryString } from '@/lib/download.ts';
import { formatDateTime } from '@/lib/format.ts';
import { type AuditFiltersInput, useAuditLog } from '../api/get-audit-log.ts';

const fields: { key: keyof AuditFiltersInput; label: string; type?: string; placeholder?: string }[] = [
  { key: 'action', label: 'Action', placeholder: 'e.g. users.suspend or users' },
  { key: 'actor', label: 'Administrator', placeholder: 'Email, phone or id' },
  { key: 'targetId', label: 'Target id' },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
];

function StateView({ title, state }: { title: string; state: Record<string, unknown> | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <pre className="max-h-48 overflow-auto rounded-md bg-surface-muted p-2 text-xs whitespace-pre-wrap break-all">
        {state ? JSON.stringify(state, null, 2) : '—'}
      </pre>
    </div>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <Card>
      <CardContent className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-mono font-semibold">{entry.action}</span>
          <span className="text-muted-foreground">
            {entry.targetType}
            {entry.targetId ? ` ${entry.targetId}` : ''}
          </span>
          <span className="ml-auto text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
        </div>
        <p className="text-sm">By {entry.actorEmail ?? entry.actorId ?? 'the system'}</p>
        {entry.note && <p className="text-sm">Note: {entry.note}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          <StateView title="Before" state={entry.before} />
          <StateView title="After" state={entry.after} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The Audit tab (rule 38): every administrator action, filtered, with its before and after. */
export default function AuditTab() {
  const id = useId();
  const [draft, setDraft] = useState<AuditFiltersInput>({});
  const [filters, setFilters] = useState<AuditFiltersInput>({});
  const [page, setPage] = useState(1);
  const query = useAuditLog({ ...filters, page, limit: 20 });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        {fields.map((field) => (
          <div key={field.key} className="space-y-1.5">
            <label htmlFor={`${id}-${field.key}`} className="block text-sm font-medium">
              {field.label}
            </label>
            <Input
              id={`${id}-${field.key}`}
              type={field.type ?? 'text'}
              placeholder={field.placeholder}
              value={draft[field.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
          </div>
        ))}
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <ExportCsvButton path={`/admin/audit-log/export${queryString({ ...filters })}`} name="audit-log" />
        </div>
      </form>
      <QueryState
        query={query}
        labelError
        errorTitle="Failed to load the audit log"
        empty="No audit entries found"
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <ul className="space-y-3" aria-label="Audit log">
            {data.data.map((entry) => (
              <li key={entry.id}>
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Pager pagination={query.data?.pagination} page={page} onPageChange={setPage} showTotal />
    </div>
  );
}
