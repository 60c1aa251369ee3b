import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later utility replaces a conflicting earlier one (so primitives can be overridden). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
