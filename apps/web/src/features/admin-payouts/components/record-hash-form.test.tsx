// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hash } from '@/test/deposits.ts';
import { fakeApi, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RecordHashForm } from './record-hash-form.tsx';

const batchId = '01890a5d-ac96-774b-bcce-b302099a8070';
const recordPath = `POST /admin/withdrawal-batches/${batchId}/transactions`;

function renderForm() {
  renderWithApp(<RecordHashForm batchId={batchId} />, { path: '/admin/payouts' });
  return userEvent.setup();
}

const hashInput = () => screen.getByLabelText('Transaction hash of the payout');

describe('RecordHashForm', { timeout: 15_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('refuses a malformed hash and sends nothing', async () => {
    const api = fakeApi({});
    const user = renderForm();
    await user.type(hashInput(), '0x1234');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Please enter a valid transaction hash')).toBeTruthy();
    expect(hashInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  it("sends a well-formed hash and shows the server's refusal", async () => {
    const api = fakeApi({ [recordPath]: refusal(422, 'The transaction is not final yet') });
    const user = renderForm();
    await user.type(hashInput(), hash);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('The transaction is not final yet')).toBeTruthy();
    expect(api.to(recordPath).map((request) => request.body)).toEqual([{ transactionHash: hash }]);
  });
});
