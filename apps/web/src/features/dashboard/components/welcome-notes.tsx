import { Sparkles, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { greeting } from '@/lib/greeting.ts';

const WELCOME_DISMISSED_KEY = 'nova.welcomeDismissed';
const LOGIN_WELCOMED_KEY = 'nova.loginWelcomedAt';
/** member-side §9: the login welcome shows when the last login is under 30 seconds old. */
const LOGIN_WELCOME_WINDOW_MS = 30_000;

/**
 * The dashboard's welcomes (member-side §2): on the first visit until dismissed, and right after
 * signing in. They sit on the page rather than over it, so nothing the member came to do is
 * blocked, and each says so once.
 */
export function WelcomeNotes({ name, lastLoginAt }: { name: string; lastLoginAt: string | null }) {
  const [firstVisit, setFirstVisit] = useState(() => localStorage.getItem(WELCOME_DISMISSED_KEY) === null);
  const [justLoggedIn, setJustLoggedIn] = useState(() => {
    if (!lastLoginAt || localStorage.getItem(LOGIN_WELCOMED_KEY) === lastLoginAt) return false;
    return Date.now() - new Date(lastLoginAt).getTime() < LOGIN_WELCOME_WINDOW_MS;
  });
  const closeLogin = () => {
    if (lastLoginAt) localStorage.setItem(LOGIN_WELCOMED_KEY, lastLoginAt);
    setJustLoggedIn(false);
  };
  const closeFirstVisit = () => {
    localStorage.setItem(WELCOME_DISMISSED_KEY, new Date().toISOString());
    setFirstVisit(false);
  };
  return (
    <>
      {justLoggedIn && (
        <Note title={`${greeting()}, ${name}!`} onClose={closeLogin}>
          You're successfully logged in.
        </Note>
      )}
      {firstVisit && (
        <Note title="Welcome to Nova" onClose={closeFirstVisit}>
          Deposit USDT or USDC, choose a VIP level with your deposit, then start one earning session a day.
          Rewards come from a funded rewards pool; invite friends for a share of their membership payments.
        </Note>
      )}
    </>
  );
}

function Note({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4 text-sm"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground">{children}</p>
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
