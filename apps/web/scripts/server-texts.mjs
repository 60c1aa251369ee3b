// The server's and the contracts' fixed texts, for the web app to translate (decision 032). The
// server answers in English; every text a person can read from it is collected here from the
// source (the contracts' zod messages, the server's AppError messages and field `msg`s, and the
// `…Messages` tables and `…_MESSAGE` and `…_TITLE` constants keep their texts in) and written to
// src/lib/i18n/server-texts.generated.ts as message descriptors keyed by the English text itself,
// which the `server-texts` catalog then holds. A text built from values (a template literal with
// `${}`) is not collected: the app shows its error code's text instead. Run by
// `npm run i18n:server-texts` and by scripts/check-catalogs.mjs before extracting.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repository = path.resolve(web, '../..');
const output = path.join(web, 'src/lib/i18n/server-texts.generated.ts');

/** The zod checks whose string arguments are the message shown when the check fails. */
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'uuid',
  'gt',
  'gte',
  'lt',
  'lte',
  'int',
  'positive',
  'nonnegative',
  'nonempty',
  'multipleOf',
  'refine',
  'enum',
]);

function sourceFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The fixed texts an expression can be: literals, joined literals, either branch of a choice. */
function texts(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return texts(node.expression);
  if (ts.isConditionalExpression(node)) return [...texts(node.whenTrue), ...texts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left] = texts(node.left);
    const [right] = texts(node.right);
    return left !== undefined && right !== undefined ? [left + right] : [];
  }
  return [];
}

function propertyName(node) {
  return node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : '';
}

/** Every value of an object literal of texts, however deep. */
function tableTexts(node) {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return tableTexts(node.expression);
  if (!ts.isObjectLiteralExpression(node)) return texts(node);
  return node.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) ? tableTexts(property.initializer) : [],
  );
}

function collect(file, { contracts }) {
  const found = [];
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      if (/Messages$/.test(name)) found.push(...tableTexts(node.initializer));
      if (/_(MESSAGES?|TITLE)$/.test(name)) found.push(...tableTexts(node.initializer));
    }
    if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node);
      if (name === 'msg' || (contracts && (name === 'message' || name === 'error')))
        found.push(...texts(node.initializer));
    }
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError' && node.arguments?.[1])
      found.push(...texts(node.arguments[1]));
    if (contracts && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (zodChecks.has(node.expression.name.text))
        for (const argument of node.arguments) found.push(...texts(argument));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = [
  ...sourceFiles(path.join(repository, 'packages/contracts/src')).map((file) => [file, true]),
  ...sourceFiles(path.join(repository, 'apps/server/src')).map((file) => [file, false]),
];
const all = new Set();
for (const [file, contracts] of files) for (const text of collect(file, { contracts })) all.add(text);
// Texts are messages, not words: enum values and keys such as 'BEP20' are not shown as sentences.
const sentences = [...all].filter((text) => /[a-z]/.test(text) && /\s/.test(text.trim())).sort();

const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const entries = sentences.map((text) => `  msg({ id: ${quote(text)}, message: ${quote(text)} }),`);
writeFileSync(
  output,
  `// Written by scripts/server-texts.mjs (npm run i18n:server-texts): do not edit by hand.
import { msg } from '@lingui/core/macro';

/** Every fixed text of the server and the contracts, keyed by its English text. */
export const serverTexts = [
${entries.join('\n')}
];
`,
);
execFileSync(path.join(repository, 'node_modules/.bin/biome'), ['format', '--write', output], {
  stdio: 'ignore',
});
process.stdout.write(`server texts: ${sentences.length} written\n`);
