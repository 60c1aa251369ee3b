// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state.tsx';

const refetch = () => undefined;
const view = (data: string[] | undefined) => (
  <I18nProvider i18n={i18n}>
    <QueryState query={{ data, error: null, refetch }} loading={<p>Loading rows</p>}>
      {(rows) => <ul>{rows.join(',')}</ul>}
    </QueryState>
  </I18nProvider>
);

describe('QueryState drawing an answer', () => {
  it('leaves the urgent render as it was and draws the answer in a background render', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(view(undefined)));
    expect(container.innerHTML).toBe('<p>Loading rows</p>');
    // A query's answer reaches React as an urgent (synchronous) update.
    flushSync(() => root.render(view(['a', 'b'])));
    expect(container.innerHTML).toBe('<p>Loading rows</p>');
    await vi.waitFor(() => expect(container.innerHTML).toBe('<ul>a,b</ul>'));
    root.unmount();
  });
});
