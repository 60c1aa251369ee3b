import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCatalog } from '@nova/contracts';
import { describe, expect, it } from 'vitest';

/** The error catalog and its documentation stay in step (as Fastify's errors test does). */
const docPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api-errors.md');

describe('error catalog', () => {
  it('documents every error code with its status, and no other', () => {
    const rows = [...readFileSync(docPath, 'utf8').matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \| .+ \|$/gm)];
    const documented = Object.fromEntries(rows.map(([, code, status]) => [code, Number(status)]));
    const catalog = Object.fromEntries(
      Object.entries(errorCatalog).map(([code, entry]) => [code, entry.status]),
    );
    expect(documented).toEqual(catalog);
  });

  it('gives every code a client or server error status', () => {
    for (const [code, entry] of Object.entries(errorCatalog)) {
      expect(entry.status >= 400 && entry.status < 600, code).toBe(true);
    }
  });
});
