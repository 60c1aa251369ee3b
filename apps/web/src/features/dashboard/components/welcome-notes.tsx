import type { User } from '@nova/contracts';
import { useState } from 'react';

const WELCOME_DISMISSED_KEY = 'nova.welcomeDismissed';
/** The greeting chosen for this visit (this tab's session), with the sign-in it belongs to. */
const VISIT_GREETING_KEY = 'nova.visitGreeting';
/** A sign-in under 30 seconds old is greeted by the sign-in popup. */
const LOGIN_WELCOME_WINDOW_MS = 30_000;

export type Greeting = 'first-visit' | 'signed-in' | 'welcome-back' | 'none';

/**
 * One greeting per visit: the welcome until the member dismisses it (it stays through later
 * sign-ins until then); else the time-of-day popup right after a sign-in; else 'Welcome back'.
 */
function chooseGreeting(lastLogin: string | null): Greeting {
  if (localStorage.getItem(WELCOME_DISMISSED_KEY) === null) return 'first-visit';
  const justSignedIn =
    lastLogin !== null && Date.now() - new Date(lastLogin).getTime() < LOGIN_WELCOME_WINDOW_MS;
  return justSignedIn ? 'signed-in' : 'welcome-back';
}

/**
 * `lastSignIn`: when this browser last signed in (stored by the sign-in), or null. The choice is
 * kept for the visit, so moving between screens never greets again; the sign-in popup shows once.
 */
export function useVisitGreeting(user: User, lastSignIn: string | null): [Greeting, () => void] {
  const visit = `${user.id}:${lastSignIn ?? ''}`;
  const [greeting, setGreeting] = useState<Greeting>(() => {
    const stored = sessionStorage.getItem(VISIT_GREETING_KEY);
    const [kind, forSignIn] = stored?.split('|') ?? [];
    if (kind && forSignIn === visit) return kind as Greeting;
    const chosen = chooseGreeting(lastSignIn);
    sessionStorage.setItem(VISIT_GREETING_KEY, `${chosen === 'signed-in' ? 'none' : chosen}|${visit}`);
    return chosen;
  });
  const dismiss = () => {
    if (greeting === 'first-visit') localStorage.setItem(WELCOME_DISMISSED_KEY, new Date().toISOString());
    sessionStorage.setItem(VISIT_GREETING_KEY, `none|${visit}`);
    setGreeting('none');
  };
  return [greeting, dismiss];
}
