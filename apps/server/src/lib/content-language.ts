import { defaultLanguage, type Language, languages } from '@nova/contracts';
import type { FastifyReply } from 'fastify';

/**
 * The language a public read of operator content answers in (decision 033): `?lang=` when given,
 * else the first language of the Accept-Language header that Nova speaks (a region of one counts:
 * `es-MX` is `es`, `pt` and `pt-PT` are `pt-BR`), else the default language.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    const match =
      languages.find((language) => language.toLowerCase() === tag) ??
      languages.find((language) => language.split('-')[0]?.toLowerCase() === primary);
    if (match) return match;
  }
  return defaultLanguage;
}

/**
 * The language asked for by a public request; the answer then depends on the Accept-Language
 * header too, so shared caches keep one copy per language (`Vary`).
 */
export function requestedLanguage(
  request: { query: { lang?: Language }; headers: { 'accept-language'?: string } },
  reply: FastifyReply,
): Language {
  reply.header('vary', 'Accept-Language');
  return request.query.lang ?? preferredLanguage(request.headers['accept-language']);
}
