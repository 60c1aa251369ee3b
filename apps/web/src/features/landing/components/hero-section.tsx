import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
            <Trans>USDT and USDC on BEP20 and Polygon</Trans>
          </p>
          <h1 id="home-heading" className="mt-5 max-w-3xl text-4xl font-semibold sm:text-5xl">
            <Trans>Daily rewards on your crypto, from a pool you can check.</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            <Trans>
              Nova is a membership platform. Deposit stablecoins, choose a VIP level, run one earning session
              a day for its daily reward, invite friends for referral bonuses, and withdraw what you earn.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">
                <Trans>Start Earning Today</Trans> <ArrowRight className="rtl:-scale-x-100" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/transparency">
                <Trans>See the rewards pool</Trans>
              </Link>
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
  { icon: Wallet, title: msg`Your deposit`, text: msg`USDT or USDC, verified on chain` },
  { icon: Crown, title: msg`Your VIP level`, text: msg`Paid only from deposited funds` },
  { icon: Landmark, title: msg`Rewards pool`, text: msg`Funded by the operator, pays daily rewards` },
  { icon: Coins, title: msg`Your earnings`, text: msg`Rewards and referral bonuses, withdrawable` },
];

/** Where money goes, step by step: the picture of the hero, without a single invented number. */
function MoneyFlow() {
  const { i18n } = useLingui();
  return (
    <figure className="hidden rounded-xl border border-border bg-surface p-6 shadow-[var(--shadow-card)] lg:block">
      <figcaption className="text-sm font-semibold text-muted-foreground">
        <Trans>Where your money goes</Trans>
      </figcaption>
      <ol className="mt-5 space-y-3">
        {flow.map(({ icon: Icon, title, text }, index) => (
          <li key={title.id} className="relative flex items-center gap-4 rounded-lg border border-border p-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-semibold">{i18n._(title)}</span>
              <span className="block text-xs text-muted-foreground">{i18n._(text)}</span>
            </span>
            {index < flow.length - 1 && (
              <ArrowDown
                className="absolute -bottom-3 start-8 z-10 size-4 rounded-full bg-surface text-muted-foreground"
                aria-hidden
              />
            )}
          </li>
        ))}
      </ol>
    </figure>
  );
}
