// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import TransparencyTab from './transparency-tab.tsx';

const path = 'POST /admin/proofs/cold-wallets';
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const signature = `0x${'1b'.repeat(65)}`;
const button = () => screen.getByRole('button', { name: 'Declare the wallet' }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderTab() {
  renderWithApp(<TransparencyTab />);
  return userEvent.setup();
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('TransparencyTab cold wallet form', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it("shows the contract's messages for a bad address and signature, sending nothing", async () => {
    const api = fakeApi({});
    const user = renderTab();
    await user.type(input('Address'), '0x123');
    await user.type(input('Signed message'), 'I control it');
    await user.type(input('Signature'), '0xabc');
    await user.click(button());
    expect(await screen.findByText('Enter a 0x address of 40 hex digits')).toBeTruthy();
    expect(screen.getByText('Enter the 65-byte signature as 0x hex')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the declaration, is disabled while out, then clears all but the network', async () => {
    const held = heldAnswer({ body: { success: true, message: 'Declared' } });
    const api = fakeApi({ [path]: held.route });
    const user = renderTab();
    await user.selectOptions(screen.getByLabelText('Network'), 'POLYGON');
    await user.click(input('Address'));
    await user.paste(address);
    await user.type(input('Signed message'), 'I control it');
    await user.click(input('Signature'));
    await user.paste(signature);
    expect(screen.getByText(new RegExp(`I control ${address}`))).toBeTruthy();
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(api.to(path).map((request) => request.body)).toEqual([
      { network: 'POLYGON', address, message: 'I control it', signature },
    ]);
    held.release();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Cold wallet declared; it counts from the next snapshot'),
    );
    expect(input('Address').value).toBe('');
    expect(input('Signature').value).toBe('');
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('POLYGON');
  });
});
