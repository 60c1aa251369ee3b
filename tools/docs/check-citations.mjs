import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleCitations } from './citations.mjs';

// `npm run lint:docs`: fails when a comment or document cites a rule, decision or file that is gone.
// Checks the repository it lives in, or the root given as its argument (its tests plant a copy).
const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stale = staleCitations(root);
for (const line of stale) console.error(line);
if (stale.length > 0) {
  console.error(`\n${stale.length} stale citation(s): fix the path or the number, or mark what changed.`);
  process.exit(1);
}
