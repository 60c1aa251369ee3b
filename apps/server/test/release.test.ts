import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersion } from '../src/lib/version.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The release files agree (docs/releasing.md): one version in package.json, the changelog, the
 * image's label and GET /api/health; and `.env.example` lists every setting the README's
 * configuration table names.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('release files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names one semantic version everywhere', async () => {
    expect(appVersion).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(read('CHANGELOG.md')).toContain(`## [${appVersion}]`);
    expect(read('Dockerfile')).toContain(`ARG VERSION=${appVersion}\n`);
    expect(read('LICENSE')).toMatch(/^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3/);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ version: appVersion });
  });

  it('lists every variable of the README configuration table in .env.example', () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Running against PostgreSQL'),
    );
    const named = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) =>
          [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]),
        ),
    );
    expect(named.size).toBeGreaterThan(20);
    const listed = new Set(
      [...read('.env.example').matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((match) => match[1]),
    );
    expect([...named].filter((name) => !listed.has(name))).toEqual([]);
  });
});
