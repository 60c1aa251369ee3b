import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments and documents cite the product's rules by their number in docs/rules.md, the decisions
 * by theirs, and files by their path from the repository root; never a document that is not in the
 * repository. `staleCitations(root)` lists every citation that names something missing, so a
 * rename or a dropped decision cannot leave a reader following a dead path.
 */
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
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.cjs', '.css', '.html', '.grit', '.sql'];

function listFiles(dir, extensions) {
  if (!existsSync(dir)) return [];
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
export function citingFiles(root) {
  return [
    ...['apps', 'packages', 'e2e', 'tools'].flatMap((dir) =>
      listFiles(path.join(root, dir), sourceExtensions),
    ),
    ...listFiles(path.join(root, 'docs'), ['.md']),
    ...listFiles(path.join(root, '.ci'), ['']),
    ...listFiles(path.join(root, 'deploy'), ['']),
    ...['README.md', 'biome.json', 'Dockerfile', 'compose.yaml']
      .map((name) => path.join(root, name))
      .filter((file) => existsSync(file)),
  ];
}

/** The design notes, style guide, specifications and issues the rules were first written from. */
const outsideDocument = /DESIGN\.md|STYLE\.md|member-side|public-and-admin|\bspec\s*§|\bissues?\s*#?\d+/i;

/** "rule 5", "Rule 12", "rules 30 and 31", "rules 17, 19 and 21", "rules 8 to 12". */
const ruleCitation = /\brules?\s+(?<list>\d+(?:\s*(?:,|and|or|to)\s*\d+)*)/gi;
const decisionCitation = /\bdecisions?\s+(?<number>\d{3})\b/gi;
/** `docs/decisions/007-ledger-throughput.md`, or `decisions/007-….md` from inside docs/. */
const decisionPath = /\b(?:docs\/)?decisions\/(?<name>\d{3}-[\w.-]+?\.md)\b/g;
/**
 * A path from the repository root (`apps/server/src/db/rows.ts`), from an app (`src/jobs/prune.ts`)
 * or from its sources (`db/prepared.ts`, `features/…`). Globs and placeholders
 * (`*`, `<m>`, `{a,b}`, `…`) are patterns, not paths, and are left alone.
 */
const filePath =
  /(?<![\w./@<>*{}…-])(?<path>(?:apps|packages|docs|tools|e2e|deploy|src|db|lib|plugins|jobs|modules|dev-chains|features|components|app|harness)\/[\w./-]+\.(?:ts|tsx|mjs|cjs|md|json|sql|sh|yaml|yml|css|html))(?![\w*<>{}…/-])/g;

/** A module's file named alone, as `ledger.member-figures.ts`: it must exist somewhere. */
const moduleFile = /(?<![\w./-])(?<name>[a-z][a-z0-9-]*\.[a-z0-9.-]+\.tsx?)(?![\w/-])/g;

function fileNames(root) {
  return new Set(
    ['apps', 'packages', 'e2e', 'tools'].flatMap((dir) =>
      listFiles(path.join(root, dir), ['.ts', '.tsx']).map((file) => path.basename(file)),
    ),
  );
}

function ruleNumbers(root) {
  const rules = readFileSync(path.join(root, 'docs/rules.md'), 'utf8');
  return new Set([...rules.matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1])));
}

/** Every number a citation names; "8 to 12" names 8, 9, 10, 11 and 12. */
function citedNumbers(list) {
  return list.split(/\s*(?:,|and|or)\s*/).flatMap((part) => {
    const [from = Number.NaN, to = from] = part.split(/\s*to\s*/).map(Number);
    return Array.from({ length: Math.max(to - from + 1, 1) }, (_, offset) => from + offset);
  });
}

/** A cited path exists from the root, from the citing file's app, or beside the citing file. */
function pathExists(root, file, cited) {
  const relative = path.relative(root, file).split(path.sep);
  const app = relative[0] === 'apps' || relative[0] === 'packages' ? relative.slice(0, 2).join('/') : '';
  const bases = [root, path.join(root, app), path.dirname(file)];
  // Inside an app's pages, `src/…` and its folders (`db/…`, `features/…`) are read from that app.
  for (const base of ['apps/server', 'apps/web', 'e2e'])
    bases.push(path.join(root, base), path.join(root, base, 'src'));
  return bases.some((base) => existsSync(path.join(base, cited)));
}

/** The checker and its test spell the patterns out, so they are not read as citations. */
function definesPatterns(root, file) {
  const relative = path.relative(root, file);
  return relative === path.join('tools', 'docs', 'citations.mjs') || relative.endsWith('citations.test.ts');
}

const prose = ['.md', '.yml', '.yaml', 'Dockerfile'];
/** In code a path is cited in a comment; elsewhere (a string, an import) it is code's business. */
function citingText(file, text) {
  if (prose.some((end) => file.endsWith(end))) return text;
  if (/^\s*(\/\*|\*|#)/.test(text)) return text;
  const comment = text.indexOf('// ');
  return comment === -1 ? '' : text.slice(comment);
}

function isDecision(root, file) {
  return path.relative(root, file).startsWith(`docs${path.sep}decisions${path.sep}`);
}

/** `where: what` for every citation of a rule, decision, decision file or file that is missing. */
export function staleCitations(
  root,
  files = citingFiles(root).filter((file) => !definesPatterns(root, file)),
) {
  const rules = ruleNumbers(root);
  const decisionFiles = new Set(readdirSync(path.join(root, 'docs/decisions')));
  const decisions = new Set([...decisionFiles].map((name) => name.slice(0, 3)));
  const names = fileNames(root);
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const where = `${path.relative(root, file)}:${index + 1}`;
        const found = [];
        if (outsideDocument.test(text)) found.push(`${where}: names a document outside the repository`);
        for (const match of text.matchAll(ruleCitation)) {
          for (const number of citedNumbers(match.groups.list)) {
            if (!rules.has(number)) found.push(`${where}: rule ${number} is not in docs/rules.md`);
          }
        }
        for (const match of text.matchAll(decisionCitation)) {
          if (!decisions.has(match.groups.number)) {
            found.push(`${where}: decision ${match.groups.number} is not in docs/decisions`);
          }
        }
        for (const match of text.matchAll(decisionPath)) {
          if (!decisionFiles.has(match.groups.name)) {
            found.push(`${where}: docs/decisions/${match.groups.name} does not exist`);
          }
        }
        // A decision records what was, files since removed included; `x.y.z` stands for a version.
        const cites = isDecision(root, file) ? '' : citingText(file, text);
        for (const match of cites.matchAll(filePath)) {
          const cited = match.groups.path;
          if (
            !cited.includes('x.y.z') &&
            !cited.startsWith('docs/decisions/') &&
            !pathExists(root, file, cited)
          ) {
            found.push(`${where}: ${cited} does not exist`);
          }
        }
        for (const match of cites.matchAll(moduleFile)) {
          if (!names.has(match.groups.name)) found.push(`${where}: no file is named ${match.groups.name}`);
        }
        return found;
      }),
  );
}
