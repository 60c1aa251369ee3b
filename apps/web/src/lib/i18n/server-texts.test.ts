import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from './catalogs.ts';
import { serverTexts } from './server-texts.generated.ts';
import { translateServerText } from './server-texts.ts';

async function speak(language: 'es' | 'ar') {
  await loadCatalogs(language, ['member']);
  i18n.activate(language);
}

describe('translateServerText', () => {
  afterEach(() => i18n.activate('en'));

  it('shows a known text of the server in the member language', async () => {
    await speak('es');
    expect(translateServerText('Passwords do not match', 'VALIDATION_FAILED')).toBe(
      'Las contraseñas no coinciden',
    );
  });

  it("falls back to its code's text for a text built from values", async () => {
    await speak('es');
    expect(translateServerText('At most 12.50 is available', 'INSUFFICIENT_FUNDS')).toBe(
      'Tu saldo no alcanza para cubrir este monto.',
    );
    expect(translateServerText('At most 12.50 is available')).toBe('At most 12.50 is available');
  });

  it('leaves English as the server wrote it', () => {
    expect(translateServerText('Passwords do not match')).toBe('Passwords do not match');
    expect(translateServerText('At most 12.50 is available', 'INSUFFICIENT_FUNDS')).toBe(
      'At most 12.50 is available',
    );
  });

  it('has every fixed server text translated in Spanish and Arabic', async () => {
    for (const language of ['es', 'ar'] as const) {
      await speak(language);
      const untranslated = serverTexts.filter(({ id }) => id && i18n._(id) === id).map(({ id }) => id);
      expect(untranslated, language).toEqual([]);
    }
  });
});
