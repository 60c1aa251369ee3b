import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BookCheck, Eye, Link2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

/** What this system really does to keep money safe, each point linked to where it can be seen. */
const points = [
  {
    icon: BookCheck,
    title: msg`A double-entry ledger`,
    text: msg`Every balance is derived from ledger transfers that are never edited or deleted; each debit has its credit, and the database refuses any member balance or the rewards pool going below zero.`,
    link: { to: '/transparency', label: msg`See the totals the ledger reports` },
  },
  {
    icon: Link2,
    title: msg`Deposits verified on chain`,
    text: msg`A deposit is credited only after its ERC-20 transfer is read from the chain and is final (the finalized block, or enough confirmations), and each transfer is credited at most once.`,
    link: { to: '/help#deposits', label: msg`How deposits and confirmations work` },
  },
  {
    icon: Lock,
    title: msg`Holds and the 24-hour lock`,
    text: msg`A withdrawal first holds the amount, so it cannot be spent twice; the hold is paid out or released. Withdrawals pause for 24 hours after a password or email change.`,
    link: { to: '/help#withdrawals', label: msg`How withdrawals, fees and the lock work` },
  },
  {
    icon: Eye,
    title: msg`A public transparency page`,
    text: msg`Assets held per network, what is owed to members, the rewards pool and the days it covers, read from the ledger and recorded daily.`,
    link: { to: '/transparency', label: msg`Open the transparency page` },
  },
];

export function TechnologySection() {
  const { t, i18n } = useLingui();
  return (
    <LandingSection
      id="technology"
      title={t`Technology and security`}
      lead={t`What the system does with your money, in plain words.`}
      muted
    >
      <ul className="grid gap-6 sm:grid-cols-2">
        {points.map(({ icon: Icon, title, text, link }) => (
          <li key={title.id} className="flex gap-4 rounded-xl border border-border bg-background p-5">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-semibold">{i18n._(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{i18n._(text)}</p>
              <Link
                to={link.to}
                className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4"
              >
                {i18n._(link.label)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
