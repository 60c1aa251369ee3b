import { ArrowDown, ArrowRight, Coins, Crown, Landmark, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PoolNotice } from './landing-section.tsx';

/** The first screen: what Nova is, plainly, and where to start. */
export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="scroll-mt-20 bg-gradient-to-b from-primary-soft to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground">
            <Coins className="size-3.5 text-primary" aria-hidden />
            USDT and USDC on BEP20 and Polygon
          </p>
          <h1 id="home-heading" className="mt-5 max-w-3xl text-4xl font-semibold sm:text-5xl">
            Daily rewards on your crypto, from a pool you can check.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Nova is a membership platform. Deposit stablecoins, choose a VIP level, run one earning session a
            day for its daily reward, invite friends for referral bonuses, and withdraw what you earn.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                Start Earning Today <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/transparency">See the rewards pool</Link>
            </Button>
          </div>
          <PoolNotice className="mt-8 max-w-2xl" />
        </div>
        <MoneyFlow />
      </div>
    </section>
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
