import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SiteContent, TokenomicsShareKey } from '@nova/contracts';
import { defaultLanguage } from '@nova/contracts/languages';
import { Markdown } from '@/components/markdown.tsx';
import { LandingSection } from './landing-section.tsx';

/** The five tokenomics shares (rule 37), each with a colour from the theme. */
const shares: { key: TokenomicsShareKey; label: MessageDescriptor; colour: string }[] = [
  { key: 'stakingRewards', label: msg`Staking rewards`, colour: 'bg-primary' },
  { key: 'teamAdvisors', label: msg`Team and advisors`, colour: 'bg-success' },
  { key: 'communityIncentives', label: msg`Community and referrals`, colour: 'bg-warning' },
  { key: 'partnerships', label: msg`Partnerships`, colour: 'bg-danger' },
  { key: 'reserveLiquidity', label: msg`Reserve and liquidity`, colour: 'bg-muted-foreground' },
];

const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** The operator's published token distribution; absent until published (rule 37). */
export function TokenomicsSection({ content }: { content: SiteContent }) {
  const { t, i18n } = useLingui();
  const tokenomics = content.tokenomics;
  if (!tokenomics) return null;
  return (
    <LandingSection id="tokenomics" title={t`Tokenomics`} example={content.example} muted>
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <div className="flex h-4 overflow-hidden rounded-full" aria-hidden>
            {shares.map(({ key, colour }) => (
              <span key={key} className={colour} style={{ width: `${tokenomics[key]}%` }} />
            ))}
          </div>
          <dl className="mt-6 space-y-3 text-sm">
            {shares.map(({ key, label, colour }) => (
              <div key={key} className="flex items-center justify-between gap-4">
                <dt className="flex items-center gap-2">
                  <span className={`size-3 rounded-sm ${colour}`} aria-hidden />
                  {i18n._(label)}
                </dt>
                <dd className="font-semibold tabular-nums">{percent.format(tokenomics[key])}%</dd>
              </div>
            ))}
          </dl>
        </div>
        {tokenomics.details && (
          <Markdown text={tokenomics.details} lang={defaultLanguage} className="text-muted-foreground" />
        )}
      </div>
    </LandingSection>
  );
}
