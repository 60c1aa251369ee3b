import { Trans, useLingui } from '@lingui/react/macro';
import type { LocalizedSiteContent, ReferralRates, VipLevel } from '@nova/contracts';
import { memo, useDeferredValue, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePublicLevels } from '@/features/landing/api/get-public-levels.ts';
import { useReferralRates } from '@/features/landing/api/get-referral-rates.ts';
import { ClosingCta } from '@/features/landing/components/closing-cta.tsx';
import {
  ProblemSolution,
  RoadmapSection,
  TeamSection,
} from '@/features/landing/components/content-sections.tsx';
import { EarningsTable } from '@/features/landing/components/earnings-table.tsx';
import { HeroSection } from '@/features/landing/components/hero-section.tsx';
import { fallbackLevels, fallbackRates } from '@/features/landing/components/landing-data.ts';
import { LandingSection } from '@/features/landing/components/landing-section.tsx';
import { ReferralTable } from '@/features/landing/components/referral-table.tsx';
import { TechnologySection } from '@/features/landing/components/technology-section.tsx';
import { TokenomicsSection } from '@/features/landing/components/tokenomics-section.tsx';
import { useSiteContent } from '@/features/site/api/get-site-content.ts';

/**
 * Scrolls to the section named by the URL hash on every navigation (a link to /#earnings lands
 * there). On arrival, sections above it (operator content) and the tables appear as their data
 * comes, after the browser has scrolled: the page goes back to the section each time the layout
 * changes (`settled`), at once rather than smoothly.
 */
function useScrollToHash(settled: boolean) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) to the same hash, or the page's final layout, scrolls again
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const arrival = key === 'default';
    target.scrollIntoView({ behavior: reduced || arrival ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key, settled]);
}

/**
 * The landing page at / and /nova-staking, from real data and operator content. The page is
 * prerendered without them (skeletons where the tables go); when each answer arrives, the
 * sections are drawn again in the background (`useDeferredValue`), in slices that leave the
 * browser free to paint and answer taps, rather than in one blocking render: a query's update
 * is urgent to React, and the whole page with its operator texts is not.
 */
export function LandingRoute() {
  const levels = usePublicLevels();
  const rates = useReferralRates();
  const { data: content, isPending: contentPending } = useSiteContent();
  const shown = {
    levels: useDeferredValue(levels.data),
    levelsFailed: useDeferredValue(levels.isError),
    rates: useDeferredValue(rates.data),
    ratesFailed: useDeferredValue(rates.isError),
    content: useDeferredValue(content),
  };
  const settled =
    !contentPending &&
    shown.content === content &&
    (shown.levels !== undefined || shown.levelsFailed) &&
    (shown.rates !== undefined || shown.ratesFailed);
  useScrollToHash(settled);
  return <LandingSections {...shown} />;
}

const LandingSections = memo(function LandingSections({
  levels,
  levelsFailed,
  rates,
  ratesFailed,
  content,
}: {
  levels: VipLevel[] | undefined;
  levelsFailed: boolean;
  rates: ReferralRates | undefined;
  ratesFailed: boolean;
  content: LocalizedSiteContent | undefined;
}) {
  const { t } = useLingui();
  const failed = levelsFailed || ratesFailed;
  return (
    <>
      <HeroSection />
      {content && <ProblemSolution content={content} />}
      {failed && (
        <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <Alert tone="warning" role="status">
            <p className="font-medium">
              <Trans>Unable to load current VIP levels or referral rates.</Trans>
            </p>
            <p className="text-muted-foreground">
              <Trans>The figures below are examples, not the current ones.</Trans>
            </p>
          </Alert>
        </div>
      )}
      <LandingSection
        id="earnings"
        title={t`Earnings by VIP level`}
        lead={t`Each level has a price and a fixed daily earning; a month here is 30 days of it.`}
        example={levelsFailed}
      >
        {levels || levelsFailed ? (
          <EarningsTable levels={levels ?? fallbackLevels} example={levelsFailed} />
        ) : (
          <Skeleton className="h-96 rounded-xl" />
        )}
      </LandingSection>
      <LandingSection
        id="referral"
        title={t`Referral bonuses`}
        lead={t`When a member you invited pays for a membership, you and up to two referrers above you receive a share of that payment. Bonuses come out of the payment itself.`}
        example={ratesFailed}
        muted
      >
        {rates || ratesFailed ? (
          <ReferralTable rates={rates ?? fallbackRates} />
        ) : (
          <Skeleton className="h-48 rounded-xl" />
        )}
      </LandingSection>
      <TechnologySection />
      {content && <RoadmapSection content={content} />}
      {content && <TokenomicsSection content={content} />}
      {content && <TeamSection content={content} />}
      <ClosingCta />
    </>
  );
});
