import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * deploy/'s alert rules and Grafana dashboard name metrics; a renamed or removed metric would
 * silence an alert without a word. Every name they use must be one /api/metrics declares.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
const deployFiles = ['prometheus/nova-alerts.yml', 'grafana/nova-dashboard.json'].map((file) =>
  fileURLToPath(new URL(`../../../../../deploy/${file}`, import.meta.url)),
);

function metricNamesIn(text: string): string[] {
  const names = text.match(/\b(?:nova|process|nodejs)_[a-z0-9_]+/g) ?? [];
  // A histogram's series are its name with _bucket, _sum or _count.
  return [...new Set(names.map((name) => name.replace(/_(?:bucket|sum|count)$/, '')))];
}

describe('metrics used by deploy/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('exist in the /api/metrics output', async () => {
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
    const declared = new Set([...scrape.body.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    for (const file of deployFiles) {
      const used = metricNamesIn(readFileSync(file, 'utf8'));
      expect(used.length, file).toBeGreaterThan(3);
      expect(
        used.filter((name) => !declared.has(name)),
        `${file} names metrics /api/metrics does not have`,
      ).toEqual([]);
    }
  });
});
