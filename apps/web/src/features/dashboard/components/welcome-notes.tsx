import type { User } from '@nova/contracts';
import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';

const WELCOME_DISMISSED_KEY = 'nova.welcomeDismissed';
/** The greeting chosen for this visit (this tab's session), with the sign-in it belongs to. */
const VISIT_GREETING_KEY = 'nova.visitGreeting';
/** A sign-in under 30 seconds old was just greeted by the sign-in popup. */
const LOGIN_WELCOME_WINDOW_MS = 30_000;

export type Greeting = 'first-visit' | 'welcome-back' | 'none';

/**
 * One greeting per visit: the first-visit welcome for a new member (never signed in
 * since registering, and not dismissed here); nothing more right after a sign-in, whose
 * time-of-day popup is the greeting; else 'Welcome back' for a member who has been here before.
 * The choice is kept for the visit, so moving between screens never greets again.
 */
function chooseGreeting(user: User, lastLogin: string | null): Greeting {
  const isNew = user.lastLoginAt === null && localStorage.getItem(WELCOME_DISMISSED_KEY) === null;
  if (isNew) return 'first-visit';
  const justSignedIn =
    lastLogin !== null && Date.now() - new Date(lastLogin).getTime() < LOGIN_WELCOME_WINDOW_MS;
  return justSignedIn ? 'none' : 'welcome-back';
}

/** `lastSignIn`: when this browser last signed in (stored by the sign-in), or null. */
export function useVisitGreeting(user: User, lastSignIn: string | null): [Greeting, () => void] {
  const [greeting, setGreeting] = useState<Greeting>(() => {
    const signIn = lastSignIn ?? '';
    const stored = sessionStorage.getItem(VISIT_GREETING_KEY);
    const [kind, forSignIn] = stored?.split('|') ?? [];
    if (kind && forSignIn === `${user.id}:${signIn}`) return kind as Greeting;
    const chosen = chooseGreeting(user, lastSignIn);
    sessionStorage.setItem(VISIT_GREETING_KEY, `${chosen}|${user.id}:${signIn}`);
    return chosen;
  });
  const dismiss = () => {
    localStorage.setItem(WELCOME_DISMISSED_KEY, new Date().toISOString());
    sessionStorage.setItem(VISIT_GREETING_KEY, `none|${user.id}:${lastSignIn ?? ''}`);
    setGreeting('none');
  };
  return [greeting, dismiss];
}

/** The first-visit welcome: on the page rather than over it, until dismissed. */
export function FirstVisitWelcome({ onClose }: { onClose: () => void }) {
  const title = 'Welcome to Nova';
  return (
    <section
      aria-label={title}
      className="flex gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4 text-sm"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground">
          Deposit USDT or USDC, choose a VIP level with your deposit, then start one earning session a day.
          Rewards come from a funded rewards pool; invite friends for a share of their membership payments.
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 h-fit rounded-md p-1 text-muted-foreground hover:bg-surface-muted"
        aria-label={`Dismiss: ${title}`}
      >
        <X className="size-4" />
      </button>
    </section>
  );
}
