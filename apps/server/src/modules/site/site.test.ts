import { type SiteContentDocument, TOKENOMICS_SUM_MESSAGE } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoSiteContent } from './site.demo.ts';

const content: SiteContentDocument = {
  example: false,
  pages: { help: 'Ask **us** anything.', terms: '', privacy: '' },
  problem: 'Balances **nobody** can check.',
  solution: '',
  roadmap: [{ quarter: 'Q1 2027', items: [{ text: 'Launch', done: true }] }],
  team: [{ name: 'Ada', role: 'Founder', photoUrl: 'https://img.example/ada.png', bio: '' }],
  tokenomics: {
    stakingRewards: 33.33,
    teamAdvisors: 33.33,
    communityIncentives: 33.34,
    partnerships: 0,
    reserveLiquidity: 0,
    details: 'Fixed supply.',
  },
};

describe('site content', () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const put = (who: TestMember, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/site/content', headers: bearer(who.token), payload });
  const tokenomics = () => t.app.inject({ method: 'GET', url: '/api/vip/public/tokenomics' });

  it('publishes nothing until the operator writes it: empty sections, tokenomics 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/content' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      problem: '',
      solution: '',
      roadmap: [],
      team: [],
      tokenomics: null,
      pages: { help: '', terms: '', privacy: '' },
      example: false,
      updatedAt: null,
      language: 'en',
      requestedLanguage: 'en',
    });
    const missing = await tokenomics();
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Tokenomics not published' });
  });

  it('serves the built-in help, terms and privacy pages until the operator writes their own', async () => {
    for (const [page, title] of [
      ['help', 'Help'],
      ['terms', 'Terms of Service'],
      ['privacy', 'Privacy Policy'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pages/${page}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe(title);
      expect(res.json().text.length).toBeGreaterThan(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/help' })).json().text).toContain(
      'rewards pool',
    );
    const other = await t.app.inject({ method: 'GET', url: '/api/pages/cookies' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
  });

  it('refuses members (403) and signed-out callers (401)', async () => {
    expect((await put(member, content)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/admin/site/content', payload: content });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates every field and changes nothing when refused', async () => {
    const bad = await put(admin, {
      ...content,
      roadmap: [{ quarter: ' ', items: [] }],
      team: [{ name: 'Ada', role: 'Founder', photoUrl: 'http://plain.example/a.png', bio: '' }],
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['roadmap.0.quarter', 'roadmap.0.items', 'team.0.photoUrl']),
    );
    const tooLong = await put(admin, { ...content, problem: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/site/content' })).json().updatedAt).toBeNull();
  });

  it('refuses tokenomics that do not add up to 100 (422)', async () => {
    const res = await put(admin, { ...content, tokenomics: { ...content.tokenomics, partnerships: 0.01 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RULE_VIOLATION', message: TOKENOMICS_SUM_MESSAGE });
    expect((await tokenomics()).statusCode).toBe(404);
  });

  it('saves valid content with its audit entry, drops the cache, and publishes the tokenomics', async () => {
    await t.app.inject({ method: 'GET', url: '/api/site/content' });
    const res = await put(admin, content);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...content, updatedAt: t.clock.now().toISOString() });
    const read = await t.app.inject({ method: 'GET', url: '/api/site/content' });
    expect(read.json()).toMatchObject(content);
    const published = await tokenomics();
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ ...content.tokenomics, example: false });
    // The written help page replaces the built-in one; the empty terms keep theirs.
    const help = await t.app.inject({ method: 'GET', url: '/api/pages/help' });
    expect(help.json()).toEqual({
      title: 'Help',
      text: 'Ask **us** anything.',
      language: 'en',
      requestedLanguage: 'en',
    });
    const terms = await t.app.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(terms.json().text).toContain('These terms govern your use of Nova');
    const audit = await t.app.services.audit.list(1, 5);
    expect(audit.data[0]).toMatchObject({
      actorId: admin.userId,
      action: 'site_content.update',
      before: null,
      after: content,
    });
  });

  it('gives the help page the live fee tiers and confirmation depths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/help-figures' });
    expect(res.statusCode).toBe(200);
    const tiers = await t.app.services.feeTiers.list();
    expect(res.json().feeTiers).toEqual(
      tiers.map(({ minAmount, maxAmount, percent }) => ({ minAmount, maxAmount, percent })),
    );
    const networks = t.app.services.chain.settings.networks;
    expect(res.json().confirmations).toEqual([
      { network: 'BEP20', confirmations: networks.BEP20.confirmations },
      { network: 'POLYGON', confirmations: networks.POLYGON.confirmations },
    ]);
  });

  it('never lets the demo seed overwrite what the operator wrote', async () => {
    await t.app.services.site.seedExample(demoSiteContent);
    expect((await t.app.services.site.content()).problem).toBe(content.problem);
  });
});

describe('the demo site content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills every section, labelled as example, with tokenomics that add up', async () => {
    await t.app.services.site.seedExample(demoSiteContent);
    const res = (await t.app.inject({ method: 'GET', url: '/api/site/content' })).json();
    expect(res.example).toBe(true);
    expect(res.problem).not.toBe('');
    expect(res.solution).not.toBe('');
    expect(res.roadmap).toHaveLength(4);
    expect(res.team.length).toBeGreaterThan(0);
    const tokenomics = await t.app.inject({ method: 'GET', url: '/api/vip/public/tokenomics' });
    expect(tokenomics.json()).toMatchObject({ stakingRewards: 40, example: true });
  });
});
