// The catalogs are complete (decision 032): every message the code uses is in them (extracting
// again changes nothing) and has a translation in every language. Run by `npm run i18n:check`, in
// the lint step of CI; prints each missing translation with its English text.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locales = path.join(root, 'src/locales');
const sourceLanguage = 'en';
const serverTexts = path.join(root, 'src/lib/i18n/server-texts.generated.ts');

/** Every catalog file's text, and the collected server texts, by path. */
function catalogTexts() {
  const texts = new Map();
  for (const language of readdirSync(locales))
    for (const file of readdirSync(path.join(locales, language)))
      texts.set(`${language}/${file}`, readFileSync(path.join(locales, language, file), 'utf8'));
  texts.set('server-texts.generated.ts', readFileSync(serverTexts, 'utf8'));
  return texts;
}

// Collecting the server's texts and extracting again must change nothing: a message in the code
// (or a server message) that no catalog holds shows here.
const before = catalogTexts();
execFileSync('node', ['scripts/server-texts.mjs'], { cwd: root, stdio: 'ignore' });
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });
const after = catalogTexts();
const stale = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .join('\n  ');

const po = formatter({ lineNumbers: false });
const missing = [];
// The same English text (same id) in two catalogs is one message at run time: whichever catalog
// loads last would win, so its translations must agree.
const twoWays = [];
for (const language of readdirSync(locales)) {
  if (language === sourceLanguage) continue;
  const seen = new Map();
  for (const file of readdirSync(path.join(locales, language))) {
    const filename = path.join(locales, language, file);
    const catalog = await po.parse(readFileSync(filename, 'utf8'), {
      locale: language,
      sourceLocale: sourceLanguage,
      filename,
    });
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue;
      if (!entry.translation) missing.push(`${language}/${file}: ${entry.message ?? id}`);
      const earlier = seen.get(id);
      if (earlier && entry.translation && earlier.translation !== entry.translation)
        twoWays.push(
          `${language}: "${entry.message}" is "${earlier.translation}" in ${earlier.file}, "${entry.translation}" in ${file}`,
        );
      else if (!earlier) seen.set(id, { translation: entry.translation, file });
    }
  }
}

if (stale)
  process.stderr.write(
    `Catalogs were out of date with the code (now collected and extracted again, to translate):\n  ${stale}\n`,
  );
if (missing.length > 0)
  process.stderr.write(`${missing.length} messages without a translation:\n  ${missing.join('\n  ')}\n`);
if (twoWays.length > 0)
  process.stderr.write(`${twoWays.length} messages translated two ways:\n  ${twoWays.join('\n  ')}\n`);
if (stale || missing.length > 0 || twoWays.length > 0) process.exit(1);
process.stdout.write('catalogs: every message extracted and translated, each one way\n');
