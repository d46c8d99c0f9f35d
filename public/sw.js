// Protoplay's service worker: after one visit the app loads and plays with no network.
//
// On install it stores the app (index.html, the program's parts, its JS and CSS, the icon and
// the manifest; a ruled game's rules, and its rules map with them, are kept once that game is
// first played) in a cache named after this build; it then answers every request for
// the app from that cache first and goes to the network only for what is not there. On activate
// it deletes the caches of earlier builds.
//
// The build fills in VERSION and PRECACHE (scripts/sw-precache.sh, run by scripts/build.sh): the
// version is a hash of every file in the build, so each build changes this file and the browser
// installs the new worker. Without the hook (VERSION stays "dev") the list is read from
// index.html at install time instead.

const VERSION = 'dev';
const PRECACHE = [];

const CACHE = `protoplay-${VERSION}`;
const INDEX = new URL('index.html', self.registration.scope).href;

/** The files index.html links to: the program's JS and wasm, the CSS, the icon, the manifest. */
async function listFromIndex() {
  const response = await fetch(INDEX, { cache: 'no-store' });
  const html = await response.text();
  const urls = new Set(['index.html']);
  for (const m of html.matchAll(/(?:href|src)\s*=\s*["']([^"'#?]+)["']/g)) urls.add(m[1]);
  // The inline module script imports the JS and fetches the wasm by path.
  for (const m of html.matchAll(/["']([^"']+\.(?:js|wasm))["']/g)) urls.add(m[1]);
  return [...urls].filter(u => !/^[a-z]+:/i.test(u) || u.startsWith(self.location.origin));
}

self.addEventListener('install', event => {
  event.waitUntil((async () => {
    const list = PRECACHE.length > 0 ? PRECACHE : await listFromIndex();
    const cache = await caches.open(CACHE);
    // `reload`: straight from the network, never an older copy from the HTTP cache.
    await cache.addAll(list.map(u => new Request(new URL(u, self.registration.scope), { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', event => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('protoplay-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

/**
 * The rules map of the game whose rules `url` is (`split_<game>.wasm` → `split_<game>_map.wasm`),
 * if it is a game's rules: the page fetches a map only when its panel is opened, which may be
 * offline, so the map is kept with the rules.
 */
function mapOf(url) {
  const m = /^(.*\/split_(?!page_)[a-z_]+)\.wasm$/.exec(url.pathname);
  if (!m || m[1].endsWith('_map')) return null;
  return new URL(`${m[1]}_map.wasm`, url);
}

self.addEventListener('fetch', event => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const map = mapOf(url);
  if (map) {
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      if (await cache.match(map)) return;
      try {
        const response = await fetch(map);
        if (response.ok) await cache.put(map, response);
      } catch {
        // Offline: the panel says so when opened, and the next visit online keeps it.
      }
    })());
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page of the app is index.html (the share link lives in the fragment, which is never
    // sent); its query string, if any, does not pick another file.
    const key = request.mode === 'navigate' ? INDEX : request;
    const cached = await cache.match(key, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    try {
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
      return response;
    } catch (e) {
      if (request.mode === 'navigate') {
        const index = await cache.match(INDEX);
        if (index) return index;
      }
      throw e;
    }
  })());
});
