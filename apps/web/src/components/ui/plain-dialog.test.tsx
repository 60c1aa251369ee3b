// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainDialog } from './plain-dialog.tsx';

function renderDialog(onClose = vi.fn()) {
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <main>
        <button type="button">On the page</button>
      </main>
      <PlainDialog
        onClose={onClose}
        title="Welcome to Nova"
        description="VIP packages from $10."
        footer={<button type="button">Get started</button>}
      >
        <p>What Nova does.</p>
      </PlainDialog>
    </I18nProvider>,
  );
  return { user, onClose, ...view };
}

describe('PlainDialog', () => {
  afterEach(cleanup);

  it('is a labelled modal above a page set aside, focused on its first control', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Nova' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('VIP packages from $10.').id).toBe(dialog.getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    const page = screen.getByRole('main', { hidden: true }).parentElement;
    expect(page?.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.pointerEvents).toBe('none');
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab back', async () => {
    const { user } = renderDialog();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get started' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get started' }));
  });

  it('closes by its button, by Escape and by a press outside', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    const overlay = screen.getByRole('dialog').previousElementSibling;
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('gives the page back as it was when it closes', () => {
    const { unmount } = renderDialog();
    unmount();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
