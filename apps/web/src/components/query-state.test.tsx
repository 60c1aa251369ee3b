import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { QueryState } from './query-state.tsx';

const refetch = () => undefined;
const render = (
  query: { data: string[] | undefined; error: unknown },
  extra: { labelError?: boolean; refusal?: (error: unknown) => ReactNode | undefined } = {},
) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryState
        query={{ ...query, refetch }}
        errorTitle="Failed to load rows"
        errorFallback="Please try again."
        loading={<p>Loading rows</p>}
        empty="No rows found"
        isEmpty={(rows) => rows.length === 0}
        {...extra}
      >
        {(rows) => <ul>{rows.join(',')}</ul>}
      </QueryState>
    </I18nProvider>,
  );

describe('QueryState', () => {
  it('shows the loading placeholder until the first answer', () => {
    expect(render({ data: undefined, error: null })).toBe('<p>Loading rows</p>');
  });

  it('shows the error with its title and a Retry button while nothing has loaded', () => {
    const html = render({ data: undefined, error: new ApiError('Boom', 409, 'CONFLICT') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p class="font-medium">Failed to load rows</p><p>Boom</p>');
    expect(html).toContain('>Retry</button>');
  });

  it("labels the message 'Error: …' and falls back when the server gave none", () => {
    expect(render({ data: undefined, error: new Error('offline') }, { labelError: true })).toContain(
      '<p>Error: Please try again.</p>',
    );
  });

  it('keeps the last answer when a refetch fails', () => {
    expect(render({ data: ['a'], error: new Error('Boom') })).toBe('<ul>a</ul>');
  });

  it('shows the empty message as the usual centred line', () => {
    expect(render({ data: [], error: null })).toBe(
      '<p class="py-8 text-center text-sm text-muted-foreground">No rows found</p>',
    );
  });

  it("shows the screen's own answer to a refusal it knows, even over an earlier answer", () => {
    const refusal = (error: unknown) =>
      error instanceof ApiError && error.code === 'FEATURE_DISABLED' ? <p>Closed</p> : undefined;
    const closed = new ApiError('Deposits are closed', 403, 'FEATURE_DISABLED');
    expect(render({ data: undefined, error: closed }, { refusal })).toBe('<p>Closed</p>');
    expect(render({ data: ['a'], error: closed }, { refusal })).toBe('<p>Closed</p>');
    expect(render({ data: undefined, error: new Error('offline') }, { refusal })).toContain(
      '>Retry</button>',
    );
    expect(render({ data: ['a'], error: null }, { refusal })).toBe('<ul>a</ul>');
  });
});
