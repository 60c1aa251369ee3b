// Started by boot.js: formats one amount and one time in the page's language, so that the
// browser's locale data is loaded on this worker's thread rather than on the page's. The data is
// shared by the whole page, so the app's first formatter finds it loaded.
self.onmessage = ({ data: locale }) => {
  try {
    new Intl.NumberFormat(locale ?? undefined, { style: 'currency', currency: 'USD' }).format(1);
    new Date().toLocaleTimeString(locale ?? undefined, { hour: '2-digit', minute: '2-digit' });
  } catch {}
  self.close();
};
