import { lazy, Suspense } from 'react';
import type { SheetProps } from './sheet-panel.tsx';

/** The dialog library behind the panel (about 12 KB gzipped) loads when a menu first opens (decision 011). */
const SheetPanel = lazy(async () => ({ default: (await import('./sheet-panel.tsx')).SheetPanel }));

/** A panel sliding in from the right (the mobile menus), mounted while open (see sheet-panel.tsx). */
export function Sheet(props: SheetProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SheetPanel {...props} />
    </Suspense>
  );
}
