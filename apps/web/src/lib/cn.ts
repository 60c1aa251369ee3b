import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config.gen.ts';

/**
 * tailwind-merge with its configuration cut down to the class groups the app's classes belong to
 * (scripts/tailwind-merge-config.mjs): it merges every class of the app as the full one does, and
 * its full configuration was most of its 8.4 KB (gzipped) on every page.
 */
const twMerge = createTailwindMerge(tailwindMergeConfig);

/** Joins class names; a later utility replaces a conflicting earlier one (so primitives can be overridden). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
