import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Crown,
  Globe,
  History,
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
  label: string;
  icon: LucideIcon;
  Component: LazyExoticComponent<ComponentType>;
}

export const adminTabs: AdminTab[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    Component: lazy(() => import('@/features/admin-dashboard/components/dashboard-tab.tsx')),
  },
  {
    key: 'deposits',
    label: 'Deposits',
    icon: ArrowDownToLine,
    Component: lazy(() => import('@/features/admin-deposits/components/deposits-tab.tsx')),
  },
  {
    key: 'withdrawals',
    label: 'Withdrawals',
    icon: ArrowUpFromLine,
    Component: lazy(() => import('@/features/admin-withdrawals/components/pending-withdrawals-tab.tsx')),
  },
  {
    key: 'withdrawal-history',
    label: 'History',
    icon: History,
    Component: lazy(() => import('@/features/admin-withdrawals/components/withdrawal-history-tab.tsx')),
  },
  {
    key: 'users',
    label: 'Users',
    icon: Users,
    Component: lazy(() => import('@/features/admin-users/components/users-tab.tsx')),
  },
  {
    key: 'fee-tiers',
    label: 'Fee Tiers',
    icon: Percent,
    Component: lazy(() => import('@/features/admin-fee-tiers/components/fee-tiers-tab.tsx')),
  },
  {
    key: 'settings',
    label: 'Settings',
    icon: SlidersHorizontal,
    Component: lazy(() => import('@/features/admin-settings/components/settings-tab.tsx')),
  },
  {
    key: 'vips',
    label: 'VIPs',
    icon: Crown,
    Component: lazy(() => import('@/features/admin-vips/components/vips-tab.tsx')),
  },
  {
    key: 'news',
    label: 'News',
    icon: Megaphone,
    Component: lazy(() => import('@/features/admin-news/components/news-tab.tsx')),
  },
  {
    key: 'site',
    label: 'Site',
    icon: Globe,
    Component: lazy(() => import('@/features/admin-site/components/site-tab.tsx')),
  },
  {
    key: 'transparency',
    label: 'Transparency',
    icon: ShieldCheck,
    Component: lazy(() => import('@/features/admin-transparency/components/transparency-tab.tsx')),
  },
  {
    key: 'vip-members',
    label: 'VIP Members',
    icon: UserCheck,
    Component: lazy(() => import('@/features/admin-users/components/vip-members-tab.tsx')),
  },
  {
    key: 'audit',
    label: 'Audit',
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
