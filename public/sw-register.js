// Registers the service worker that keeps the whole site usable with no network (src/integrations/offline.ts).
// An external file, not an inline script, so the Content-Security-Policy needs no exception for it.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No service worker (private mode, blocked, or a dev server): the site works online as before.
    });
  });
}
