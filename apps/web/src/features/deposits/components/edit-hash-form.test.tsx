// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { deposit, hash } from '@/test/deposits.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EditHashForm } from './edit-hash-form.tsx';

const pending = { ...deposit, status: 'PENDING' as const, transactionHash: null };
const hashPath = `PATCH /deposit/${pending.id}/transaction-hash`;

async function openEditor() {
  renderWithApp(<EditHashForm deposit={pending} />, { path: '/deposit' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit hash' }));
  return user;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('EditHashForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('refuses a blank hash and sends nothing', async () => {
    const api = fakeApi({});
    const user = await openEditor();
    await user.click(saveButton());
    expect(await screen.findByText('Please enter a transaction hash')).toBeTruthy();
    expect(screen.getByLabelText('New transaction hash').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  it('sends the trimmed hash, is busy meanwhile, then closes the editor', async () => {
    const answer = heldAnswer({
      body: { success: true, message: 'Updated', deposit: { ...pending, transactionHash: hash } },
    });
    const api = fakeApi({ [hashPath]: answer.route });
    const user = await openEditor();
    await user.type(screen.getByLabelText('New transaction hash'), `  ${hash} `);
    await user.click(saveButton());
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    answer.release();
    expect(await screen.findByRole('button', { name: 'Edit hash' })).toBeTruthy();
    expect(api.to(hashPath).map((request) => request.body)).toEqual([{ transactionHash: hash }]);
    expect(notify.success).toHaveBeenCalledWith('Transaction hash updated');
  });

  it("shows the server's refusal under the hash and keeps the editor open", async () => {
    fakeApi({ [hashPath]: refusal(409, 'This transaction hash is already used') });
    const user = await openEditor();
    await user.type(screen.getByLabelText('New transaction hash'), hash);
    await user.click(saveButton());
    expect(await screen.findByText('This transaction hash is already used')).toBeTruthy();
    expect(screen.getByLabelText('New transaction hash')).toBeTruthy();
  });
});
