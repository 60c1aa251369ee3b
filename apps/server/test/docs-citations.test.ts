import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the product's rules by their number in docs/rules.md and the decisions by theirs,
 * never a document that is not in the repository, so every reason a comment gives can be looked up
 * here.
 */
const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '../../..');
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'data',
  '.git',
  'test-results',
  'screenshots',
]);
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.cjs', '.css', '.html'];

function listFiles(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // `.build-*`: the builds `dist` links to (decision 019).
    if (entry.isDirectory()) {
      return skippedDirs.has(entry.name) || entry.name.startsWith('.build-')
        ? []
        : listFiles(full, extensions);
    }
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [full] : [];
  });
}

/** Every source file, and the documents and settings that give reasons too. */
const files = [
  ...['apps', 'packages', 'e2e', 'tools'].flatMap((dir) =>
    listFiles(path.join(repoRoot, dir), [...sourceExtensions, '.grit', '.sql']),
  ),
  ...listFiles(path.join(repoRoot, 'docs'), ['.md']),
  ...listFiles(path.join(repoRoot, '.ci'), ['']),
  ...['README.md', 'biome.json', 'Dockerfile'].map((name) => path.join(repoRoot, name)),
].filter((file) => file !== thisFile);

interface Line {
  where: string;
  text: string;
}

const lines: Line[] = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${path.relative(repoRoot, file)}:${index + 1}`, text })),
);

/** The design notes, style guide, specifications and issues the rules were first written from. */
const outsideDocument = /DESIGN\.md|STYLE\.md|member-side|public-and-admin|\bspec\s*§|\bissues?\s*#?\d+/i;

/** "rule 5", "Rule 12", "rules 30 and 31", "rules 17, 19 and 21", "rules 8 to 12". */
const ruleCitation = /\brules?\s+(?<list>\d+(?:\s*(?:,|and|or|to)\s*\d+)*)/gi;
const decisionCitation = /\bdecisions?\s+(?<number>\d{3})\b/gi;

/** The numbers of docs/rules.md's numbered list. */
function ruleNumbers(): Set<number> {
  const rules = readFileSync(path.join(repoRoot, 'docs/rules.md'), 'utf8');
  return new Set([...rules.matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1])));
}

/** Every number a citation names; "8 to 12" names 8, 9, 10, 11 and 12. */
function citedNumbers(list: string): number[] {
  return list.split(/\s*(?:,|and|or)\s*/).flatMap((part) => {
    const [from = Number.NaN, to = from] = part.split(/\s*to\s*/).map(Number);
    return Array.from({ length: Math.max(to - from + 1, 1) }, (_, offset) => from + offset);
  });
}

describe('citations', () => {
  it('scans the sources and reads the numbered rules', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(ruleNumbers().size).toBeGreaterThan(40);
  });

  it('name no document outside the repository', () => {
    const found = lines.filter(({ text }) => outsideDocument.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('cite only rules that docs/rules.md has', () => {
    const known = ruleNumbers();
    const unknown = lines.flatMap(({ where, text }) =>
      [...text.matchAll(ruleCitation)]
        .flatMap((match) => citedNumbers(match.groups?.list ?? ''))
        .filter((number) => !known.has(number))
        .map((number) => `${where}: rule ${number} is not in docs/rules.md`),
    );
    expect(unknown).toEqual([]);
  });

  it('cite only decisions that docs/decisions has', () => {
    const known = new Set(readdirSync(path.join(repoRoot, 'docs/decisions')).map((name) => name.slice(0, 3)));
    const unknown = lines.flatMap(({ where, text }) =>
      [...text.matchAll(decisionCitation)]
        .map((match) => match.groups?.number ?? '')
        .filter((number) => !known.has(number))
        .map((number) => `${where}: decision ${number} is not in docs/decisions`),
    );
    expect(unknown).toEqual([]);
  });
});
