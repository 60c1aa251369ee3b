// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AnnouncementForm } from './announcement-form.tsx';

const path = 'POST /admin/announcements';
const button = () => screen.getByRole('button', { name: 'Save post' }) as HTMLButtonElement;

function renderForm() {
  const onDone = vi.fn();
  renderWithApp(<AnnouncementForm kind="MANAGEMENT_LOG" post={null} onDone={onDone} />);
  return { user: userEvent.setup(), onDone };
}

const untranslated = { title: '', body: '' };

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('AnnouncementForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('asks for a title and a text, sending nothing', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(button());
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Text is required')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends a new post of its kind as a draft when switched off, disabled while out', async () => {
    const held = heldAnswer(refusal(422, 'Invalid input', [{ path: 'title', msg: 'Title too long' }]));
    const api = fakeApi({ [path]: held.route });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Pool funded');
    await user.type(screen.getByLabelText('Text'), 'Rewards are paid again.');
    await user.click(screen.getByRole('switch'));
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(api.to(path).map((request) => request.body)).toEqual([
      {
        kind: 'MANAGEMENT_LOG',
        title: 'Pool funded',
        body: 'Rewards are paid again.',
        published: false,
        translations: { es: untranslated, 'pt-BR': untranslated, ar: untranslated },
      },
    ]);
    held.release();
    expect(await screen.findByText('Title too long')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Invalid input');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("writes another language's version beside the English post, right to left in Arabic", async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Pool funded');
    await user.type(screen.getByLabelText('Text'), 'Rewards are paid again.');
    await user.click(screen.getByLabelText('العربية'));
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('');
    expect(title.dir).toBe('rtl');
    await user.type(title, 'تم تمويل الصندوق');
    await user.click(button());
    // Half a translation is refused before anything is sent.
    expect(await screen.findByText('Text is required')).toBeTruthy();
    expect(api.sent).toEqual([]);
    await user.type(screen.getByLabelText('Text'), 'عادت المكافآت.');
    await user.click(screen.getByLabelText('English'));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Pool funded');
    await user.click(button());
    await waitFor(() =>
      expect(api.to(path).map((request) => request.body)).toEqual([
        expect.objectContaining({
          title: 'Pool funded',
          translations: expect.objectContaining({
            ar: { title: 'تم تمويل الصندوق', body: 'عادت المكافآت.' },
          }),
        }),
      ]),
    );
  });
});
