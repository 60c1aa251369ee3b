// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import VipMembersTab from './vip-members-tab.tsx';

const empty = {
  body: { data: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 20 } },
};

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('VipMembersTab filters', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('lists active members first, and asks for the trimmed search and all members only on Filter', async () => {
    const api = fakeApi({
      'GET /admin/vip-members?page=1&limit=20&activeOnly=true': empty,
      'GET /admin/vip-members?page=1&limit=20&search=gold&activeOnly=false': empty,
    });
    renderWithApp(<VipMembersTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('No VIP members found')).toBeTruthy();
    await user.type(screen.getByLabelText('Search VIP members'), ' gold ');
    await user.click(screen.getByLabelText('Active only'));
    expect(api.sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.unanswered).toEqual([]);
  });
});
