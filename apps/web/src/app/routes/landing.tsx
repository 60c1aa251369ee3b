import type { PublicSettings } from '@nova/contracts';
import {
  ArrowDown,
  ArrowRight,
  BookCheck,
  Coins,
  Crown,
  Landmark,
  Lock,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePublicSettings } from '@/features/site/api/get-public-settings.ts';
import { formatUsd } from '@/lib/format.ts';
import { fractionToPercent } from '@/lib/percent.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** The public page at / and /nova-staking: what Nova is, plainly, and where to start. */
export function LandingRoute() {
  usePageTitle('');
  const { data: settings } = usePublicSettings();
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground">
              <Coins className="size-3.5 text-primary" aria-hidden />
              USDT and USDC on BEP20 and Polygon
            </p>
            <h1 className="mt-5 max-w-3xl text-4xl font-semibold sm:text-5xl">
              Daily rewards on your crypto, from a pool you can check.
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
              Nova is a membership platform. Deposit stablecoins, choose a VIP level, run one earning session
              a day for its fixed daily reward, invite friends for referral bonuses, and withdraw what you
              earn.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/register">
                  Start Earning <ArrowRight />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Get Started</Link>
              </Button>
            </div>
            <Alert tone="info" className="mt-10 max-w-2xl bg-surface">
              <p className="font-medium">Rewards are paid from a funded rewards pool.</p>
              <p className="text-muted-foreground">
                The operator funds the pool. When it cannot cover a reward, the reward is not credited and you
                are told why. Nova never shows a figure that its ledger cannot back.
              </p>
              <Link to="/transparency" className="font-medium text-primary underline underline-offset-4">
                See the rewards pool and what it covers
              </Link>
            </Alert>
          </div>
          <MoneyFlow />
        </div>
      </section>
      <HowItWorks settings={settings} />
      <Principles />
    </>
  );
}

const flow = [
  { icon: Wallet, title: 'Your deposit', text: 'USDT or USDC, verified on chain' },
  { icon: Crown, title: 'Your VIP level', text: 'Paid only from deposited funds' },
  { icon: Landmark, title: 'Rewards pool', text: 'Funded by the operator, pays daily rewards' },
  { icon: Coins, title: 'Your earnings', text: 'Rewards and referral bonuses, withdrawable' },
];

/** Where money goes, step by step: the picture of the hero, without a single invented number. */
function MoneyFlow() {
  return (
    <figure className="hidden rounded-xl border border-border bg-surface p-6 shadow-[var(--shadow-card)] lg:block">
      <figcaption className="text-sm font-semibold text-muted-foreground">Where your money goes</figcaption>
      <ol className="mt-5 space-y-3">
        {flow.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex items-center gap-4 rounded-lg border border-border p-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-semibold">{title}</span>
              <span className="block text-xs text-muted-foreground">{text}</span>
            </span>
            {index < flow.length - 1 && (
              <ArrowDown
                className="absolute -bottom-3 left-8 z-10 size-4 rounded-full bg-surface text-muted-foreground"
                aria-hidden
              />
            )}
          </li>
        ))}
      </ol>
    </figure>
  );
}

function HowItWorks({ settings }: { settings: PublicSettings | undefined }) {
  const rates = settings
    ? [settings.referralBonusLevel1Rate, settings.referralBonusLevel2Rate, settings.referralBonusLevel3Rate]
        .map((rate) => `${fractionToPercent(rate)}%`)
        .join(', ')
    : null;
  const steps = [
    {
      icon: Wallet,
      title: 'Deposit',
      text: `Send USDT or USDC on BEP20 or Polygon. Deposits are verified on chain before they are credited${
        settings ? `; the minimum is ${formatUsd(settings.minDepositAmount)}` : ''
      }.`,
    },
    {
      icon: Crown,
      title: 'Choose a VIP level',
      text: 'Each level has a price and a fixed daily reward. Only deposited funds pay for a level; you can upgrade later.',
    },
    {
      icon: Coins,
      title: 'Earn and withdraw',
      text: `Start one earning session a day. Invite friends and receive referral bonuses three levels deep${
        rates ? ` (${rates} of their membership payments)` : ''
      }. Withdraw what you earn.`,
    },
  ];
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="how-heading" className="text-2xl font-semibold sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="rounded-xl border border-border bg-surface p-6 shadow-[var(--shadow-card)]"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-medium text-muted-foreground">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const principles = [
  {
    icon: BookCheck,
    title: 'Every amount is on the ledger',
    text: 'Balances, rewards and bonuses come from a double-entry ledger. No counter or list shows a made-up number.',
  },
  {
    icon: ShieldCheck,
    title: 'Nothing credited twice',
    text: 'Each on-chain transfer is credited at most once, and balances can never go below zero.',
  },
  {
    icon: Lock,
    title: 'Your details stay private',
    text: 'Lists other members can see never show your full email or phone number.',
  },
  {
    icon: Landmark,
    title: 'Withdrawals you can follow',
    text: 'Requested funds are held for you and every payout is recorded with its transaction hash.',
  },
];

function Principles() {
  return (
    <section aria-labelledby="principles-heading" className="border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="principles-heading" className="text-2xl font-semibold sm:text-3xl">
          Built to be honest
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {principles.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register">Create an account</Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to="/login">Sign In</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
