import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { builtInPages } from './site.pages.ts';

describe('site texts per language', () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
    member = await createMember(t);
    const base = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site/content',
      headers: bearer(admin.token),
      payload: {
        problem: 'Balances nobody can check.',
        solution: 'A public ledger.',
        roadmap: [],
        team: [],
        tokenomics: null,
        pages: { help: 'Ask us anything.', terms: '', privacy: '' },
        example: false,
      },
    });
    expect(base.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const putTranslation = (who: TestMember, language: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/site/translations/${language}`,
      headers: bearer(who.token),
      payload,
    });
  const spanish = {
    problem: 'Saldos que nadie puede comprobar.',
    solution: '',
    pages: { help: 'Pregúntanos lo que quieras.', terms: '', privacy: '' },
  };

  it('answers in English, saying so, while nothing is translated', async () => {
    const page = await get('/api/pages/help?lang=es');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      title: 'Help',
      text: 'Ask us anything.',
      language: 'en',
      requestedLanguage: 'es',
    });
    expect(page.headers.vary).toContain('Accept-Language');
    expect((await get('/api/site/content?lang=ar')).json()).toMatchObject({
      problem: 'Balances nobody can check.',
      language: 'en',
      requestedLanguage: 'ar',
    });
  });

  it("stores a language's version, audit-logged, and answers each field in it where written", async () => {
    const saved = await putTranslation(admin, 'es', spanish);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...spanish, language: 'es' });
    expect((await get('/api/admin/site/translations/es', bearer(admin.token))).json()).toMatchObject(spanish);

    expect((await get('/api/pages/help?lang=es')).json()).toMatchObject({
      text: 'Pregúntanos lo que quieras.',
      language: 'es',
      requestedLanguage: 'es',
    });
    // Terms are not translated: the built-in English text, said to be English.
    expect((await get('/api/pages/terms?lang=es')).json()).toMatchObject({
      text: builtInPages.terms,
      language: 'en',
    });
    // The solution has no Spanish version, so the landing is not wholly Spanish.
    expect((await get('/api/site/content?lang=es')).json()).toMatchObject({
      problem: 'Saldos que nadie puede comprobar.',
      solution: 'A public ledger.',
      pages: { help: 'Pregúntanos lo que quieras.' },
      language: 'en',
      requestedLanguage: 'es',
    });
    await putTranslation(admin, 'es', { ...spanish, solution: 'Un libro mayor público.' });
    expect((await get('/api/site/content?lang=es')).json()).toMatchObject({
      solution: 'Un libro mayor público.',
      language: 'es',
    });
    // The default language is unchanged by any translation.
    expect((await get('/api/site/content?lang=en')).json()).toMatchObject({
      problem: 'Balances nobody can check.',
      language: 'en',
      requestedLanguage: 'en',
    });
    const audit = await get('/api/admin/audit-log?limit=5', bearer(admin.token));
    expect(JSON.stringify(audit.json())).toContain('site_translation.update');
  });

  it('takes the language from Accept-Language when no lang is given', async () => {
    for (const [header, language] of [
      ['es-MX,es;q=0.9,en;q=0.8', 'es'],
      ['fr-FR, pt;q=0.5', 'pt-BR'],
      ['fr, de', 'en'],
      ['en;q=0.2, es;q=0.9', 'es'],
    ]) {
      const res = await get('/api/pages/help', { 'accept-language': header as string });
      expect(res.json().requestedLanguage, header).toBe(language);
    }
    // ?lang wins over the header.
    const both = await get('/api/pages/help?lang=ar', { 'accept-language': 'es' });
    expect(both.json().requestedLanguage).toBe('ar');
  });

  it('refuses an unknown language, the default one as a translation, and members', async () => {
    expect((await get('/api/pages/help?lang=fr')).statusCode).toBe(400);
    expect((await get('/api/pages/help?lang=en%00')).statusCode).toBe(400);
    for (const language of ['en', 'fr']) {
      const res = await putTranslation(admin, language, spanish);
      expect(res.statusCode, language).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'language' }));
    }
    expect((await putTranslation(member, 'es', spanish)).statusCode).toBe(403);
    const tooLong = await putTranslation(admin, 'ar', { ...spanish, problem: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toContainEqual(expect.objectContaining({ path: 'problem' }));
  });
});
