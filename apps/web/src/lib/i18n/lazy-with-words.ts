import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CatalogGroup } from './catalogs.ts';
import { loadLanguageFor } from './language.ts';

/**
 * A component loaded when first shown (decision 011) that shows words of groups its screen does
 * not load (decision 032), e.g. the deposit dialog the dashboard opens: its code and those words
 * in the active language load together, before it renders.
 */
export function lazyWithWords<Props extends object>(
  groups: CatalogGroup[],
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadLanguageFor(groups)]);
    return { default: component };
  });
}
