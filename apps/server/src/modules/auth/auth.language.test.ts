import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientAddresses, registerMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from './auth.tables.ts';

describe("the member's language on the account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nextIp = clientAddresses(5);
  const getProfile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const patchProfile = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload,
      remoteAddress: nextIp(),
    });
  const storedLanguage = async (id: string) =>
    (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
      ?.language;

  it('is null until chosen, then set alone without a password and read back', async () => {
    const member = await registerMember(t.app, { fullName: 'Lena Language' });
    expect(member.user.language).toBeNull();
    expect((await getProfile(member.token)).json().user.language).toBeNull();
    const res = await patchProfile(member.token, { language: 'pt-BR' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'pt-BR', fullName: 'Lena Language' });
    expect((await getProfile(member.token)).json().user.language).toBe('pt-BR');
    expect(await storedLanguage(member.user.id)).toBe('pt-BR');
  });

  it('changes with other fields in one request', async () => {
    const member = await registerMember(t.app);
    const res = await patchProfile(member.token, { language: 'ar', fullName: 'Amal Arabic' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ language: 'ar', fullName: 'Amal Arabic' });
  });

  it.each(['fr', 'en\u0000', 'EN', ''])('refuses %j with 400 on the language field', async (language) => {
    const member = await registerMember(t.app);
    await patchProfile(member.token, { language: 'es' });
    const res = await patchProfile(member.token, { language });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'language' }));
    expect(await storedLanguage(member.user.id)).toBe('es');
  });

  it('keeps the language sent at registration, and refuses an unknown one', async () => {
    const member = await registerMember(t.app, { language: 'es' });
    expect(member.user.language).toBe('es');
    expect(await storedLanguage(member.user.id)).toBe('es');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'francais@example.com', password: member.password, language: 'fr' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'language' }));
  });

  it('is documented in the OpenAPI document: profile, its update and registration', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const text = JSON.stringify([document.paths['/api/auth/profile'], document.paths['/api/auth/register']]);
    expect(text.match(/"language":\{[^}]*"enum":\["en","es","pt-BR","ar"\]/g)?.length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
