import { ArrowDownToLine, type LucideIcon, SlidersHorizontal } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The admin tabs that exist (public-and-admin §2; issue 2 §6): a tab is listed once its feature
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
    key: 'deposits',
    label: 'Deposits',
    icon: ArrowDownToLine,
    Component: lazy(() => import('@/features/admin-deposits/components/deposits-tab.tsx')),
  },
  {
    key: 'settings',
    label: 'Settings',
    icon: SlidersHorizontal,
    Component: lazy(() => import('@/features/admin-settings/components/settings-tab.tsx')),
  },
];

/** The tab named by `?tab=`, else the first one. */
export function tabFromUrl(value: string | null): AdminTab {
  const first = adminTabs[0];
  if (!first) throw new Error('no admin tabs');
  return adminTabs.find((tab) => tab.key === value) ?? first;
}
