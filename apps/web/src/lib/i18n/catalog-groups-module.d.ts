/** The loaders of each catalog group in each language (scripts/catalog-groups.ts), by `language:group`. */
declare module 'virtual:catalog-groups' {
  import type { Messages } from '@lingui/core';

  export const groupLoaders: Partial<Record<string, () => Promise<{ messages: Messages }>>>;
}
