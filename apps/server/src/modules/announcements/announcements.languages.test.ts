import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('news per language', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const news = async (query: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: `/api/announcements?kind=NEWS${query}`, headers })).json()
      .data as Record<string, unknown>[];

  it('answers each post in the language asked for, else in English saying so', async () => {
    const created = await call('POST', '/api/admin/announcements', {
      kind: 'NEWS',
      title: 'Polygon deposits are live',
      body: 'You can now deposit USDT on Polygon.',
      translations: {
        es: {
          title: 'Los depósitos en Polygon ya están activos',
          body: 'Ya puedes depositar USDT en la red Polygon.',
        },
        ar: { title: '', body: '' },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, translations } = created.json().announcement;
    // An empty version is no translation and is not kept.
    expect(Object.keys(translations)).toEqual(['es']);

    expect((await news('&lang=es'))[0]).toMatchObject({
      id,
      title: 'Los depósitos en Polygon ya están activos',
      language: 'es',
      requestedLanguage: 'es',
    });
    expect((await news('&lang=es'))[0]).not.toHaveProperty('translations');
    expect((await news('', { 'accept-language': 'pt-BR' }))[0]).toMatchObject({
      title: 'Polygon deposits are live',
      language: 'en',
      requestedLanguage: 'pt-BR',
    });

    const edited = await call('PUT', `/api/admin/announcements/${id}`, {
      translations: {
        'pt-BR': { title: 'Depósitos na Polygon liberados', body: 'Já dá para depositar USDT.' },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(Object.keys(edited.json().announcement.translations)).toEqual(['pt-BR']);
    expect((await news('&lang=pt-BR'))[0]).toMatchObject({
      title: 'Depósitos na Polygon liberados',
      language: 'pt-BR',
    });
    expect((await news('&lang=es'))[0]).toMatchObject({ title: 'Polygon deposits are live', language: 'en' });
    const listed = await call('GET', '/api/admin/announcements?kind=NEWS');
    expect(listed.json().data[0].translations).toHaveProperty('pt-BR');
  });

  it('refuses half a translation, an unknown language and the default one', async () => {
    for (const [translations, path] of [
      [{ es: { title: 'Solo título', body: '' } }, 'translations.es.body'],
      [{ fr: { title: 'Bonjour', body: 'Texte' } }, 'translations.fr'],
      [{ en: { title: 'Hello', body: 'Text' } }, 'translations.en'],
    ] as const) {
      const res = await call('POST', '/api/admin/announcements', {
        kind: 'NEWS',
        title: 'T',
        body: 'B',
        translations,
      });
      expect(res.statusCode, path).toBe(400);
      expect(JSON.stringify(res.json().errors), path).toContain('translations');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/announcements?lang=fr' })).statusCode).toBe(400);
  });
});
