// What runs from the HTML's head, before the first paint and before the app's code has loaded:
// - the stored theme is applied, so a dark page never flashes light (src/lib/theme.tsx: same rule);
// - the language is chosen and set on <html lang dir>, so an Arabic page is laid out right to left
//   from the first paint (src/lib/i18n/language.ts: same rule; the app reads it back from there):
//   a language address (/es/…), else the stored choice, else the browser's preferred languages;
// - with a stored session, who is signed in is asked now: every signed-in screen waits for that
//   answer, and the app would only ask once its code had downloaded and run. The app takes the
//   answer over (src/lib/early-requests.ts) if the session is still the same;
// - the browser's locale data is loaded by a worker (locale-data.js), beside the page: the first
//   amount or time the app formats (src/lib/format.ts, in the member's locale) would otherwise
//   load it on the main thread, in the middle of the first render (60-260 ms on the machines
//   measured, several times that on a phone). The data is the browser process's, not the
//   worker's: once the worker has formatted, the page's first format takes under a millisecond.
(() => {
  let stored = null;
  let token = null;
  let language = null;
  try {
    stored = localStorage.getItem('theme');
    token = localStorage.getItem('token');
    language = localStorage.getItem('language');
  } catch {}
  const spoken = ['en', 'es', 'pt-BR', 'ar'];
  const prefixed = location.pathname.split('/')[1];
  const preferred = (navigator.languages || [navigator.language]).map((tag) =>
    spoken.find((lang) => lang === tag || lang.split('-')[0] === tag.split('-')[0]),
  );
  const lang = [prefixed, language, ...preferred, 'en'].find((tag) => spoken.includes(tag));
  // A page opened at its language's address keeps that language for the pages that follow.
  if (prefixed === lang && prefixed !== 'en' && prefixed !== language) {
    try {
      localStorage.setItem('language', prefixed);
    } catch {}
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  try {
    new Worker('/locale-data.js', { name: 'locale data' }).postMessage(lang === 'en' ? null : lang);
  } catch {}
  if (!token) return;
  const response = fetch('/api/auth/profile', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).catch(() => null);
  window.novaEarlyRequests = { '/auth/profile': { token, response } };
})();
