import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Crown,
  Globe,
  History,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Percent,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  UserCheck,
  Users,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The admin tabs that exist: a tab is listed once its feature
 * has landed, never as a placeholder. Each loads on first use.
 */
export interface AdminTab {
  key: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  Component: LazyExoticComponent<ComponentType>;
}

export const adminTabs: AdminTab[] = [
  {
    key: 'dashboard',
    label: msg`Dashboard`,
    icon: LayoutDashboard,
    Component: lazy(() => import('@/features/admin-dashboard/components/dashboard-tab.tsx')),
  },
  {
    key: 'deposits',
    label: msg`Deposits`,
    icon: ArrowDownToLine,
    Component: lazy(() => import('@/features/admin-deposits/components/deposits-tab.tsx')),
  },
  {
    key: 'withdrawals',
    label: msg`Withdrawals`,
    icon: ArrowUpFromLine,
    Component: lazy(() => import('./withdrawals-tab.tsx')),
  },
  {
    key: 'payout-batches',
    label: msg`Batches`,
    icon: Layers,
    Component: lazy(() => import('@/features/admin-payouts/components/batches-tab.tsx')),
  },
  {
    key: 'withdrawal-history',
    label: msg`History`,
    icon: History,
    Component: lazy(() => import('@/features/admin-withdrawals/components/withdrawal-history-tab.tsx')),
  },
  {
    key: 'users',
    label: msg`Users`,
    icon: Users,
    Component: lazy(() => import('@/features/admin-users/components/users-tab.tsx')),
  },
  {
    key: 'fee-tiers',
    label: msg`Fee Tiers`,
    icon: Percent,
    Component: lazy(() => import('@/features/admin-fee-tiers/components/fee-tiers-tab.tsx')),
  },
  {
    key: 'settings',
    label: msg`Settings`,
    icon: SlidersHorizontal,
    Component: lazy(() => import('@/features/admin-settings/components/settings-tab.tsx')),
  },
  {
    key: 'vips',
    label: msg`VIPs`,
    icon: Crown,
    Component: lazy(() => import('@/features/admin-vips/components/vips-tab.tsx')),
  },
  {
    key: 'news',
    label: msg`News`,
    icon: Megaphone,
    Component: lazy(() => import('@/features/admin-news/components/news-tab.tsx')),
  },
  {
    key: 'site',
    label: msg`Site`,
    icon: Globe,
    Component: lazy(() => import('@/features/admin-site/components/site-tab.tsx')),
  },
  {
    key: 'transparency',
    label: msg`Transparency`,
    icon: ShieldCheck,
    Component: lazy(() => import('@/features/admin-transparency/components/transparency-tab.tsx')),
  },
  {
    key: 'vip-members',
    label: msg`VIP Members`,
    icon: UserCheck,
    Component: lazy(() => import('@/features/admin-users/components/vip-members-tab.tsx')),
  },
  {
    key: 'audit',
    label: msg`Audit`,
    icon: ScrollText,
    Component: lazy(() => import('@/features/admin-audit/components/audit-tab.tsx')),
  },
];

/** The tab named by `?tab=`, else the first one (the caller rewrites an unknown value). */
export function tabFromUrl(value: string | null): AdminTab {
  const first = adminTabs[0];
  if (!first) throw new Error('no admin tabs');
  return adminTabs.find((tab) => tab.key === value) ?? first;
}
