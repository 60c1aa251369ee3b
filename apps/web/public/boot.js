// What runs from the HTML's head, before the first paint and before the app's code has loaded:
// - the stored theme is applied, so a dark page never flashes light (src/lib/theme.tsx: same rule);
// - the language is chosen and set on <html lang dir>, so an Arabic page is laid out right to left
//   from the first paint (src/lib/i18n/language.ts: same rule; the app reads it back from there):
//   a language address (/es/…), else the stored choice, else the browser's preferred languages;
// - with a stored session, who is signed in is asked now: every signed-in screen waits for that
//   answer, and the app would only ask once its code had downloaded and run. The app takes the
//   answer over (src/lib/early-requests.ts) if the session is still the same;
// - the browser's locale data is loaded while the page waits for the app's code, in a task of its
//   own so that parsing goes on: the first amount or time the app formats (src/lib/format.ts, in
//   the member's locale) would otherwise load it in the middle of the first render, 18-80 ms on the
//   machines measured and several times that on a phone.
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
  setTimeout(() => {
    try {
      const locale = lang === 'en' ? undefined : lang;
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
      new Date().toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
    } catch {}
  }, 0);
  if (!token) return;
  const response = fetch('/api/auth/profile', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).catch(() => null);
  window.novaEarlyRequests = { '/auth/profile': { token, response } };
})();
