import { msg } from '@lingui/core/macro';
import type { ReferralRates, SiteContent, VipLevel } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';

/** The landing page's sections in page order; the header links to each one that is shown. */
export const landingSections = [
  { id: 'home', label: msg`Home` },
  { id: 'problem', label: msg`Problem` },
  { id: 'solution', label: msg`Solution` },
  { id: 'earnings', label: msg`Earnings` },
  { id: 'referral', label: msg`Referral` },
  { id: 'technology', label: msg`Technology` },
  { id: 'roadmap', label: msg`Roadmap` },
  { id: 'tokenomics', label: msg`Tokenomics` },
  { id: 'team', label: msg`Team` },
] as const;
export type LandingSectionId = (typeof landingSections)[number]['id'];

/** Operator sections without content are not shown at all (rule 37), nor linked. */
export function visibleSections(content: SiteContent | undefined) {
  const has: Record<LandingSectionId, boolean> = {
    home: true,
    problem: Boolean(content?.problem),
    solution: Boolean(content?.solution),
    earnings: true,
    referral: true,
    technology: true,
    roadmap: Boolean(content?.roadmap.length),
    tokenomics: Boolean(content?.tokenomics),
    team: Boolean(content?.team.length),
  };
  return landingSections.filter((section) => has[section.id]);
}

/**
 * The example levels shown, marked as example, when the real ones cannot be
 * loaded. Daily rate in basis points; amounts computed exactly in micro-units.
 */
const fallbackLevelRates: [name: string, amount: string, rateBps: bigint][] = [
  ['Starter', '10', 1000n],
  ['Bronze', '50', 1000n],
  ['Silver', '100', 1000n],
  ['Gold', '150', 1100n],
  ['Platinum', '250', 1100n],
  ['Diamond', '300', 1100n],
  ['Elite', '500', 1100n],
  ['Master', '650', 1150n],
  ['Legend', '900', 1200n],
  ['Supreme', '1000', 1200n],
  ['Ultimate', '1500', 1250n],
  ['Mega', '10000', 1250n],
  ['Giga', '50000', 1300n],
  ['Tera', '200000', 1300n],
];

export const fallbackLevels: VipLevel[] = fallbackLevelRates.map(([name, amount, rateBps], index) => {
  const dailyMicros = (toMicros(amount) * rateBps) / 10_000n;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name,
    level: index + 1,
    amount: formatMicros(toMicros(amount)),
    dailyEarning: formatMicros(dailyMicros),
    dailyReturnPercent: `${rateBps / 100n}.${String(rateBps % 100n).padStart(2, '0')}`,
    monthlyEarning: formatMicros(dailyMicros * 30n),
    bicycleModel: null,
    bicycleColor: null,
    bicycleFeatures: [],
    isActive: true,
  };
});

/** Rule 28: level 1 10 %, level 2 5 %, level 3 2 %. */
export const fallbackRates: ReferralRates = { level1Rate: 0.1, level2Rate: 0.05, level3Rate: 0.02 };

/** The payments of the worked referral examples. */
export const exampleAmounts = ['100', '500', '1000'] as const;
