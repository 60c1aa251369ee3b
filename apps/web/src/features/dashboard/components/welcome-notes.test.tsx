// @vitest-environment happy-dom
import type { User } from '@nova/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useVisitGreeting } from './welcome-notes.tsx';

const user = { id: '01890a5d-ac96-774b-bcce-b302099a8061', fullName: 'Greta Greeting' } as User;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function visit(lastSignIn: string | null) {
  return renderHook(() => useVisitGreeting(user, lastSignIn));
}

/** A new tab: the browser's storage stays, the visit's does not. */
function newTab() {
  cleanup();
  sessionStorage.clear();
}

describe('one greeting per visit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('welcomes until dismissed, through later sign-ins, then greets a fresh sign-in once', () => {
    const first = visit(secondsAgo(2));
    expect(first.result.current[0]).toBe('first-visit');

    newTab();
    const signedInAgain = visit(secondsAgo(1));
    expect(signedInAgain.result.current[0], 'never dismissed: still the welcome').toBe('first-visit');
    act(() => signedInAgain.result.current[1]());
    expect(signedInAgain.result.current[0]).toBe('none');

    newTab();
    const fresh = secondsAgo(3);
    expect(visit(fresh).result.current[0]).toBe('signed-in');
    cleanup();
    expect(visit(fresh).result.current[0], 'back on the dashboard in the same visit').toBe('none');
  });

  it('says welcome back when the last sign-in is 30 seconds old or more', () => {
    localStorage.setItem('nova.welcomeDismissed', secondsAgo(3600));
    expect(visit(secondsAgo(30)).result.current[0]).toBe('welcome-back');
    newTab();
    expect(visit(null).result.current[0]).toBe('welcome-back');
  });

  it('closing the sign-in popup does not count as dismissing a welcome', () => {
    localStorage.setItem('nova.welcomeDismissed', 'earlier');
    const popup = visit(secondsAgo(1));
    act(() => popup.result.current[1]());
    expect(localStorage.getItem('nova.welcomeDismissed')).toBe('earlier');
  });
});
