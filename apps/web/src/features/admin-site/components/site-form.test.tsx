// @vitest-environment happy-dom
import { type SiteContent, TOKENOMICS_SUM_MESSAGE } from '@nova/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { SiteForm } from './site-form.tsx';

const content: SiteContent = {
  problem: 'Saving is hard.',
  solution: 'Daily rewards.',
  roadmap: [],
  team: [],
  tokenomics: {
    stakingRewards: 40,
    teamAdvisors: 20,
    communityIncentives: 20,
    partnerships: 10,
    reserveLiquidity: 10,
    details: '',
  },
  pages: { help: '', terms: '', privacy: '' },
  example: false,
  updatedAt: null,
};
const path = 'PUT /admin/site/content';
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderForm() {
  renderWithApp(<SiteForm content={content} />);
  return userEvent.setup();
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('SiteForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('totals the tokenomics shares as they are typed', async () => {
    fakeApi({});
    const user = renderForm();
    expect(screen.getByText('Total 100%')).toBeTruthy();
    await user.clear(screen.getByLabelText('Staking rewards (%)'));
    await user.type(screen.getByLabelText('Staking rewards (%)'), '30');
    expect(await screen.findByText(`Total 90% — ${TOKENOMICS_SUM_MESSAGE}`)).toBeTruthy();
  });

  it('asks for an added quarter to be filled in, sending nothing', async () => {
    const api = fakeApi({});
    const user = renderForm();
    await user.click(button('Add quarter'));
    await user.click(button('Save Site Content'));
    expect(await screen.findByText('Quarter is required')).toBeTruthy();
    expect(screen.getByText('Add at least one item')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends items with their done marks and unpublished tokenomics as null, saving while out', async () => {
    const held = heldAnswer(
      refusal(422, 'Invalid input', [{ path: 'roadmap.0.items.1.text', msg: 'Too long' }]),
    );
    const api = fakeApi({ [path]: held.route });
    const user = renderForm();
    await user.click(button('Add quarter'));
    await user.type(screen.getByLabelText('Quarter'), 'Q1 2027');
    await user.click(screen.getByLabelText('Items'));
    await user.paste('[x] Launch\nApp');
    await user.click(screen.getByLabelText('Publish tokenomics'));
    await user.click(button('Save Site Content'));
    await waitFor(() => expect(button('Saving...').disabled).toBe(true));
    const [sent] = api.to(path);
    expect(sent?.body).toMatchObject({
      roadmap: [
        {
          quarter: 'Q1 2027',
          items: [
            { text: 'Launch', done: true },
            { text: 'App', done: false },
          ],
        },
      ],
      tokenomics: null,
    });
    held.release();
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Invalid input');
  });
});
