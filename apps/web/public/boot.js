// What runs from the HTML's head, before the first paint and before the app's code has loaded:
// - the stored theme is applied, so a dark page never flashes light (src/lib/theme.tsx: same rule);
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
  try {
    stored = localStorage.getItem('theme');
    token = localStorage.getItem('token');
  } catch {}
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  setTimeout(() => {
    try {
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1);
      new Date().toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    } catch {}
  }, 0);
  if (!token) return;
  const response = fetch('/api/auth/profile', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).catch(() => null);
  window.novaEarlyRequests = { '/auth/profile': { token, response } };
})();
