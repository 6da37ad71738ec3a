// Registers the service worker that keeps the whole site usable with no network (src/integrations/offline.ts),
// and links the web app manifest that makes the site installable. A browser that asks to save data gets no
// worker: keeping the whole site is some 9 MiB, and such a visitor downloads only the pages they open.
// When a new deploy has taken over and its table data has a newer version than the one this browser last
// saw, a short notice says so and links to the changelog, so the player learns what changed.
(() => {
  const SEEN = 'gwt:data-version-seen';

  /** The data version the site now serves, from /data/index.json (cached offline like every file). */
  const currentVersion = () =>
    fetch('/data/index.json').then((r) => (r.ok ? r.json() : null)).then((d) => (d && typeof d.dataVersion === 'string' ? d.dataVersion : null)).catch(() => null);

  function notice(version) {
    if (document.getElementById('gwt-data-update')) return;
    const box = document.createElement('div');
    box.id = 'gwt-data-update';
    box.setAttribute('role', 'status');
    box.setAttribute('style', 'position:fixed;inset-block-end:1rem;inset-inline:1rem;max-inline-size:32rem;margin-inline:auto;z-index:100;' +
      'padding:0.75rem 1rem;border-radius:0.5rem;background:var(--sl-color-gray-6);color:var(--sl-color-white);' +
      'border:1px solid var(--sl-color-accent);box-shadow:var(--sl-shadow-lg);display:flex;gap:0.75rem;align-items:center;flex-wrap:wrap');
    const text = document.createElement('p');
    text.setAttribute('style', 'margin:0');
    text.append(`The tables were updated to data version ${version}. `);
    const link = document.createElement('a');
    link.href = '/changelog/';
    link.textContent = 'See what changed';
    text.append(link, '.');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.setAttribute('style', 'min-block-size:44px;padding-inline:0.75rem');
    close.addEventListener('click', () => box.remove());
    box.append(text, close);
    document.body.append(box);
  }

  /** Records the version seen; shows the notice when it moved on since the last visit. */
  async function checkDataVersion() {
    const version = await currentVersion();
    if (!version) return;
    let seen = null;
    try {
      seen = localStorage.getItem(SEEN);
      localStorage.setItem(SEEN, version);
    } catch {
      return; // storage blocked: nothing to compare with
    }
    if (seen !== null && seen !== version) notice(version);
  }

  // Each page adds this file three seconds after its load event (astro.config.mjs), so the page has loaded. The
  // manifest is linked here too: only installing needs it, so a phone does not fetch it (and its icons)
  // while the page is still painting.
  if (!document.querySelector('link[rel="manifest"]')) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }));
  }
  if (!('serviceWorker' in navigator)) return;
  if (navigator.connection && navigator.connection.saveData === true) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
    // No service worker (private mode, blocked, or a dev server): the site works online as before.
  });
  // Only once a worker controls the page, so the check is answered from the offline copy, not the network.
  if (navigator.serviceWorker.controller) void checkDataVersion();
  // A new deploy's worker took over while this page is open: its data may be newer.
  navigator.serviceWorker.addEventListener('controllerchange', () => void checkDataVersion());
})();
