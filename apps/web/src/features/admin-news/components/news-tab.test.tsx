// @vitest-environment happy-dom
import type { Announcement } from '@nova/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import NewsTab from './news-tab.tsx';

const post: Announcement = {
  id: '01890a5d-ac96-774b-bcce-b302099a8070',
  kind: 'NEWS',
  title: 'Pool funded',
  body: 'Rewards are paid again.',
  automatic: false,
  publishedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  translations: {},
};
const list = (data: Announcement[]) => ({
  body: { data, pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, itemsPerPage: 20 } },
});
const news = 'GET /admin/announcements?kind=NEWS&page=1&limit=20';
const log = 'GET /admin/announcements?kind=MANAGEMENT_LOG&page=1&limit=20';
const remove = `DELETE /admin/announcements/${post.id}`;

// Clicking through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('NewsTab', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('deletes a post only once confirmed, then closes the dialog', async () => {
    const api = fakeApi({
      [news]: list([post]),
      [remove]: { body: { success: true, message: 'Post deleted' } },
    });
    renderWithApp(<NewsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Pool funded' }));
    expect(screen.getByText('"Pool funded" is removed for good.')).toBeTruthy();
    expect(api.to(remove)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Post deleted'));
    expect(api.to(remove)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('"Pool funded" is removed for good.')).toBeNull());
  });

  it('another kind closes an open form and lists that kind', async () => {
    const api = fakeApi({ [news]: list([post]), [log]: list([]) });
    renderWithApp(<NewsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    expect(screen.getByText('New news post')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Management log' }));
    expect(await screen.findByText('Nothing written yet.')).toBeTruthy();
    expect(screen.queryByText('New news post')).toBeNull();
    expect(api.to(log)).toHaveLength(1);
  });
});
