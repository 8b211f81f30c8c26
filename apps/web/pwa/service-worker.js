// Service worker of the installable app. It keeps the app shell (index.html, the fingerprinted
// scripts and styles, icons) so the app opens without a network and says it is offline instead of
// showing a browser error. It NEVER handles /api: sessions and health data go to the network
// only, and WebSockets (the realtime socket) never pass through a service worker at all.
// The build (pwa/service-worker-plugin.ts) replaces the two placeholders below.
const VERSION = '__SW_VERSION__';
const PRECACHE = /** @type {string[]} */ (__SW_PRECACHE__);
const CACHE_PREFIX = 'uyku-shell-';
const CACHE = CACHE_PREFIX + VERSION;
const SHELL_HTML = '/index.html';
const precached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `no-cache`: the shell must be this build's, never an older copy from the HTTP cache.
      .then((cache) =>
        cache.addAll(PRECACHE.map((url) => new Request(url, { cache: url === SHELL_HTML ? 'no-cache' : 'default' }))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Drop the shells of earlier builds; a page still open on one reloads from the network.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

const isApi = (pathname) => pathname === '/api' || pathname.startsWith('/api/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;

  if (request.mode === 'navigate') {
    // The network first, so a deployment is seen at once; the stored shell only when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match(SHELL_HTML))
          .then((cached) => cached ?? Response.error()),
      ),
    );
    return;
  }
  if (precached.has(url.pathname)) {
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(request))
        .then((cached) => cached ?? fetch(request)),
    );
  }
  // Anything else goes to the network untouched.
});

// Diary reminders (docs/product.md, "Notifications and reminders"). The push carries no text and no health data (only the
// word 'diary-reminder'): the words are written here, so a push service never sees them.
const REMINDER = {
  title: 'Uyku ve Stres Platformu',
  body: 'Uyku günlüğünüzü doldurmayı unutmayın',
  url: '/sleep',
};

self.addEventListener('push', (event) => {
  event.waitUntil(
    self.registration.showNotification(REMINDER.title, {
      body: REMINDER.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'tr',
      // A second reminder replaces the first instead of piling up.
      tag: 'diary-reminder',
      data: { url: REMINDER.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(REMINDER.url, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});

// Background Sync of the offline outbox (docs/decisions/021-offline-outbox.md). The page asks for a
// `sync` with this tag when it keeps a write; the browser fires it once the device is online again.
// The worker does not send the writes itself (the session's token is in the page's storage, out of
// a worker's reach): it asks every open window of the app to send, as the `online` event would.
// The names repeat apps/web/src/lib/outbox/background-sync.ts.
const OUTBOX_SYNC_TAG = 'uyku-outbox';
const OUTBOX_FLUSH_MESSAGE = 'uyku-outbox-flush';

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => windows.forEach((client) => client.postMessage({ type: OUTBOX_FLUSH_MESSAGE }))),
  );
});
