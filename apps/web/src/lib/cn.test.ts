import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { baseClass, classCandidates, generate, generatedFile } from '../../scripts/tailwind-merge-config.ts';
import { cn } from './cn.ts';

describe('cn', () => {
  it("has tailwind-merge's configuration for every class group of the code", () => {
    // Out of date: run `npm run tailwind-merge:config -w apps/web`.
    expect(readFileSync(generatedFile, 'utf8')).toBe(generate());
  }, 60_000);

  it('merges any two classes of the code as the full configuration does', () => {
    const classes = [...classCandidates()].filter((candidate) => {
      const base = baseClass(candidate);
      return base !== '' && twMerge(`${candidate} ${candidate}`) === candidate;
    });
    expect(classes).toContain('px-4');
    expect(classes).toContain('sm:p-6');
    const differences: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`${pair}: ${cn(pair)}, not ${twMerge(pair)}`);
      }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('lets a later class replace a conflicting one', () => {
    expect(cn('h-10 px-4', 'h-12 px-6')).toBe('h-12 px-6');
    expect(cn('p-5 sm:p-6', 'sm:p-4')).toBe('p-5 sm:p-4');
    expect(cn('text-sm text-muted-foreground', 'text-danger')).toBe('text-sm text-danger');
  });
});
