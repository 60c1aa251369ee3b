import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@nova/contracts';
import { useId } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button.tsx';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { queryString } from '@/lib/download.ts';
import { formatDateTime } from '@/lib/format.ts';
import type { AuditFiltersInput } from '../api/get-audit-log.ts';
import { useAuditTab } from '../hooks/use-audit-tab.ts';

const fields: {
  key: keyof AuditFiltersInput;
  label: MessageDescriptor;
  type?: string;
  placeholder?: MessageDescriptor;
}[] = [
  { key: 'action', label: msg`Action`, placeholder: msg`e.g. users.suspend or users` },
  { key: 'actor', label: msg`Administrator`, placeholder: msg`Email, phone or id` },
  { key: 'targetId', label: msg`Target id` },
  { key: 'from', label: msg`From`, type: 'date' },
  { key: 'to', label: msg`To`, type: 'date' },
];

function StateView({ title, state }: { title: string; state: Record<string, unknown> | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached with the keyboard too (axe: scrollable-region-focusable).
        tabIndex={0}
        dir="ltr"
        className="max-h-48 overflow-auto rounded-md bg-surface-muted p-2 text-xs whitespace-pre-wrap break-all"
      >
        {state ? JSON.stringify(state, null, 2) : '—'}
      </pre>
    </div>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const actor = entry.actorEmail ?? entry.actorId;
  const note = entry.note;
  return (
    <Card>
      <CardContent className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {/* The action and its target are the log's identifiers, not words to translate. */}
          <code dir="ltr" className="min-w-0 font-semibold break-all">
            {entry.action}
          </code>
          {/* A target id can be one long word (a network and an address): it wraps anywhere on a phone. */}
          <code dir="ltr" className="min-w-0 font-sans text-muted-foreground break-all">
            {entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType}
          </code>
          <span className="ms-auto text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
        </div>
        <p className="text-sm">
          {actor ? (
            <Trans>
              By <bdi dir="ltr">{actor}</bdi>
            </Trans>
          ) : (
            <Trans>By the system</Trans>
          )}
        </p>
        {note && (
          <p className="text-sm">
            <Trans>
              Note: <OperatorText>{note}</OperatorText>
            </Trans>
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <StateView title={t`Before`} state={entry.before} />
          <StateView title={t`After`} state={entry.after} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The Audit tab (rule 38): every administrator action, filtered, with its before and after. */
export default function AuditTab() {
  const { i18n, t } = useLingui();
  const id = useId();
  const { draft, setDraft, filters, apply, query, page, setPage } = useAuditTab();
  return (
    <div className="space-y-4">
      <form onSubmit={apply} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        {fields.map((field) => (
          <div key={field.key} className="space-y-1.5">
            <label htmlFor={`${id}-${field.key}`} className="block text-sm font-medium">
              {i18n._(field.label)}
            </label>
            <Input
              id={`${id}-${field.key}`}
              type={field.type ?? 'text'}
              placeholder={field.placeholder && i18n._(field.placeholder)}
              value={draft[field.key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
          </div>
        ))}
        <div className="flex gap-2">
          <Button type="submit">
            <Trans>Filter</Trans>
          </Button>
          <ExportCsvButton path={`/admin/audit-log/export${queryString({ ...filters })}`} name="audit-log" />
        </div>
      </form>
      <QueryState
        query={query}
        labelError
        errorTitle={t`Failed to load the audit log`}
        empty={t`No audit entries found`}
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <ul className="space-y-3" aria-label={t`Audit log`}>
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
