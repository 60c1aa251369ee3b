// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import AuditTab from './audit-tab.tsx';

const page = (currentPage: number) => ({
  body: { data: [], pagination: { currentPage, totalPages: 3, totalItems: 41, itemsPerPage: 20 } },
});

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('AuditTab filters', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('asks for typed filters only on Filter, and from the first page again', async () => {
    const api = fakeApi({
      'GET /admin/audit-log?page=1&limit=20': page(1),
      'GET /admin/audit-log?page=2&limit=20': page(2),
      'GET /admin/audit-log?action=users.suspend&page=1&limit=20': page(1),
    });
    renderWithApp(<AuditTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await waitFor(() => expect(api.to('GET /admin/audit-log?page=2&limit=20')).toHaveLength(1));
    await user.type(screen.getByLabelText('Action'), 'users.suspend');
    expect(api.sent.map((request) => request.path)).toEqual([
      '/admin/audit-log?page=1&limit=20',
      '/admin/audit-log?page=2&limit=20',
    ]);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.sent.at(-1)?.path).toBe('/admin/audit-log?action=users.suspend&page=1&limit=20'),
    );
    expect(api.unanswered).toEqual([]);
  });
});
