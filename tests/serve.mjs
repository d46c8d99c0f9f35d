// Serves the release build (../dist) on 127.0.0.1 for the browser tests. No dependencies.
// Like a static host (GitHub Pages, Netlify), it sends text and wasm gzipped to a browser that
// accepts it, so the page downloads what a visitor's would (the perf suite's load times).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../dist/', import.meta.url));
const port = Number(process.env.PORT || 4173);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
};

const compressible = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.webmanifest', '.svg']);
/** Gzipped bodies by file, kept while the file is unchanged. */
const gzipped = new Map();
async function gzipOf(file, body) {
  const { mtimeMs } = await stat(file);
  const hit = gzipped.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const gz = gzipSync(body, { level: 9 });
  gzipped.set(file, { mtimeMs, body: gz });
  return gz;
}

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
  if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
  try {
    let body = await readFile(file);
    const headers = { 'content-type': types[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' };
    if (compressible.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      body = await gzipOf(file, body);
      headers['content-encoding'] = 'gzip';
      headers['vary'] = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
