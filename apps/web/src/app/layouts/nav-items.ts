import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import { appRoutes } from '../routes.ts';

/** Member navigation (top bar on desktop, bottom bar and menu on mobile), from the route table. */
export const memberNavItems: { to: string; label: MessageDescriptor; icon: LucideIcon }[] = appRoutes.flatMap(
  ({ path, nav }) => (nav && 'member' in nav ? [{ to: path, ...nav.member }] : []),
);

/** Linked from the footer of every page (the transparency page, rule 3), from the route table. */
export const legalLinks: { to: string; label: MessageDescriptor }[] = appRoutes.flatMap(({ path, nav }) =>
  nav && 'footer' in nav ? [{ to: path, label: nav.footer }] : [],
);
