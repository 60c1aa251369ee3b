// Applies the stored theme before the first paint so a dark page never flashes light.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {}
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
