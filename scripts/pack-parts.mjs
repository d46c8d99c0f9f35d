// Packs the parts of the program that wasm-split-cli cut (scripts/build.sh) into a few files,
// so that opening a screen is a few requests rather than one per shared piece.
//
// wasm-split-cli writes each split function's part (`split_<name>.wasm`), a piece for every set
// of parts that need the same code (`chunk_<N>.wasm`, often a few hundred bytes), and a loader
// (`__wasm_split.js`) that fetches a part with each of its pieces, a request each. A browser
// makes six requests at a time to one host over HTTP/1.1, so on a phone's network the round
// trips, not the bytes, would be most of the wait for a screen.
//
// The parts are the page's (named `page_<name>`: a screen, files and links, the workers' code)
// and the games' (named after the game: its rules, and `<game>_map` its rules map). Here every
// part becomes one file, still named
// `split_<name>.wasm`:
// - a game's rules (`split_<game>.wasm`) hold every piece those rules need, so the rules are one
//   request;
// - a part of the page (`split_page_<name>.wasm`) holds the pieces only it needs, and the pieces
//   several parts of the page share are in one file per set of them (`shared-<names>.wasm`), so
//   no part of the page downloads what only another needs; the pieces of a set of a few
//   kilobytes are in each of its parts' own files;
// - a piece in several files (one a part of the page and a game both need, or one of those small
//   sets) is instantiated once, from the first to ask for it, and from another if that fails.
// Each file is a WebAssembly module of custom sections, one per piece (a valid `.wasm`, so a
// static host compresses it as it does the rest), and the loader is rewritten to take the pieces
// from them. The loader keeps the helpers that tie a piece to the first part as wasm-split-cli
// wrote them.
//
// Usage: node scripts/pack-parts.mjs DIR  (DIR holds __wasm_split.js and the parts)
import { readFileSync, writeFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/pack-parts.mjs DIR');
  process.exit(2);
}
const loaderPath = join(dir, '__wasm_split.js');
const loader = readFileSync(loaderPath, 'utf8');
const fail = why => {
  console.error(`pack-parts: ${why} (${loaderPath})`);
  process.exit(1);
};

// The loader as wasm-split-cli 0.2 writes it: its helpers, then one block per piece, then one
// exported block per part (each a `makeLoad(fetcher, dependencies)`).
const pieceBlock = /(?:\/\* [^\n]* \*\/\n)?const (__chunk_\d+) = makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/(chunk_\d+)\.wasm", import\.meta\.url\)\);[^]*?\n, \[\]\);\n/g;
const partBlock = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/(split_\w+)\.wasm", import\.meta\.url\)\);[^]*?\n, \[([^\]]*)\]\)\);\n?/g;

const firstBlock = loader.search(/(?:\/\* [^\n]* \*\/\n)?const __chunk_\d+ = |export const __wasm_split_load_/);
if (firstBlock < 0) fail('no part found in the loader');
// Its helpers but the last, `makeLoad`, which fetched a piece of its own: kept are the import of
// the first part, `getSharedImports` (what a piece is instantiated with) and `wrapAsyncCb` (how
// the program is told a part is loaded).
const helpers = loader.slice(0, loader.indexOf('function makeLoad(fetcher, deps)'));
if (!/^function getSharedImports\(\)/m.test(helpers) || !/^function wrapAsyncCb\(callee\)/m.test(helpers)
  || !loader.slice(helpers.length, firstBlock).startsWith('function makeLoad')) {
  fail('the loader\'s helpers are not the ones this packer knows');
}
const rest = loader.slice(firstBlock);

const pieces = new Map(); // variable → file name (without .wasm)
for (const m of rest.matchAll(pieceBlock)) pieces.set(m[1], m[2]);
const parts = []; // { name, file, deps: [variable] }
for (const m of rest.matchAll(partBlock)) {
  const deps = m[3].split(',').map(s => s.trim()).filter(Boolean);
  for (const d of deps) if (!pieces.has(d)) fail(`part ${m[1]} needs ${d}, which the loader does not define`);
  parts.push({ name: m[1], file: m[2], deps });
}
const leftover = rest.replace(pieceBlock, '').replace(partBlock, '').trim();
if (leftover) fail(`the loader holds something this packer does not know: ${leftover.slice(0, 120)}`);
if (parts.length === 0) fail('no part found in the loader');

const isPage = part => part.name.startsWith('page_');
const pageName = part => part.name.slice('page_'.length);

// Which parts need each piece.
const neededBy = new Map([...pieces.keys()].map(v => [v, []]));
for (const part of parts) for (const d of part.deps) neededBy.get(d).push(part);

// Where each piece can be loaded from, the page's file first.
const sources = new Map();
for (const [variable, users] of neededBy) {
  const from = [];
  const page = users.filter(isPage);
  if (page.length === 1) from.push(page[0].file);
  else if (page.length > 1) from.push(`shared-${page.map(pageName).sort().join('-')}`);
  for (const game of users.filter(p => !isPage(p))) from.push(game.file);
  if (from.length === 0) fail(`${pieces.get(variable)} is needed by no part`);
  sources.set(variable, from);
}
// The pieces of a set of parts of the page that would make a file of a few kilobytes go in each
// of those parts' own files: a request costs more than a few kilobytes, and a part then fetches
// nothing that only others need (a piece fetched twice is instantiated once).
const SMALL_GZIPPED_BYTES = 6000;
const bytesOf = variable => readFileSync(join(dir, `${pieces.get(variable)}.wasm`));
const sharedSets = new Map();
for (const [variable, from] of sources) {
  if (!from[0].startsWith('shared-')) continue;
  if (!sharedSets.has(from[0])) sharedSets.set(from[0], []);
  sharedSets.get(from[0]).push(variable);
}
for (const [file, inside] of sharedSets) {
  if (gzipSync(Buffer.concat(inside.map(bytesOf)), { level: 9 }).length >= SMALL_GZIPPED_BYTES) continue;
  for (const variable of inside) {
    const from = sources.get(variable);
    from.splice(0, 1, ...neededBy.get(variable).filter(isPage).map(part => part.file));
  }
}

// The files, each a list of pieces (a file name without .wasm, for the sections' names).
const files = new Map();
const add = (file, piece) => {
  if (!files.has(file)) files.set(file, []);
  if (!files.get(file).includes(piece)) files.get(file).push(piece);
};
for (const part of parts) add(part.file, part.file);
for (const [variable, from] of sources) for (const file of from) add(file, pieces.get(variable));
// The file a part takes each of its pieces from: a game's own file holds every piece it needs;
// a part of the page takes its pieces from its own file or the files it shares with others.
const fileFor = (part, variable) =>
  !isPage(part) || sources.get(variable).includes(part.file) ? part.file : sources.get(variable)[0];

// A WebAssembly module holding only custom sections: one per piece, named after it.
const leb = n => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
};
for (const [file, inside] of files) {
  const sections = inside.map(piece => {
    const name = Buffer.from(piece);
    const body = Buffer.concat([leb(name.length), name, readFileSync(join(dir, `${piece}.wasm`))]);
    return Buffer.concat([Buffer.from([0]), leb(body.length), body]);
  });
  // Written after reading: a part's file replaces the part itself.
  const module = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), ...sections]);
  files.set(file, { inside, module });
}
for (const variable of pieces.keys()) unlinkSync(join(dir, `${pieces.get(variable)}.wasm`));
for (const [file, { module }] of files) writeFileSync(join(dir, `${file}.wasm`), module);

const out = [helpers.trimEnd(), '', `// Written by scripts/pack-parts.mjs: a part and the pieces it needs are sections of a few files.
/** The files fetched or being fetched, by name: each a promise of its pieces' bytes by name. */
const files = new Map();
/** Fetches a file of pieces once (again after a failure). */
function fetchFile(file) {
    let held = files.get(file);
    if (held === undefined) {
        held = fetch(new URL(\`./\${file}.wasm\`, import.meta.url)).then(response => {
            if (!response.ok) throw new Error(\`\${file}.wasm: HTTP \${response.status}\`);
            return response.arrayBuffer();
        }).then(piecesOf);
        held.catch(() => {
            if (files.get(file) === held) files.delete(file);
        });
        files.set(file, held);
    }
    return held;
}
/** The pieces of a file: its custom sections, by name. */
function piecesOf(buffer) {
    const bytes = new Uint8Array(buffer);
    if (bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) throw new Error('not a file of pieces');
    let at = 8;
    const leb = () => {
        let n = 0, scale = 1, byte;
        do { byte = bytes[at++]; n += (byte & 0x7f) * scale; scale *= 128; } while (byte & 0x80);
        return n;
    };
    const found = new Map();
    while (at < bytes.length) {
        if (bytes[at++] !== 0) throw new Error('a file of pieces holds a section that is not one');
        const end = leb() + at;
        if (end > bytes.length) throw new Error('a file of pieces is cut short');
        const length = leb();
        found.set(new TextDecoder().decode(bytes.subarray(at, at + length)), bytes.subarray(at + length, end));
        at = end;
    }
    return found;
}
/** The pieces instantiated or being instantiated, by name: the file each comes from, and the promise. */
const pieces = new Map();
/** Instantiates a piece from \`file\`, once; one that failed from another file is tried from this one. */
function loadPiece(piece, file) {
    const held = pieces.get(piece);
    if (held !== undefined) {
        return held.file === file ? held.done : held.done.catch(() => loadPiece(piece, file));
    }
    const done = fetchFile(file).then(found => {
        const bytes = found.get(piece);
        if (!bytes) throw new Error(\`\${file}.wasm holds no \${piece}\`);
        // Let go of the bytes (the name stays, for the next part that takes from the file): a
        // file's buffer is freed once its pieces are all taken.
        found.set(piece, null);
        return WebAssembly.instantiate(bytes, getSharedImports());
    });
    done.catch(() => {
        if (pieces.get(piece)?.done === done) pieces.delete(piece);
        // A file whose piece would not instantiate is fetched again on the next try.
        files.delete(file);
    });
    pieces.set(piece, { file, done });
    return done;
}
/**
 * Loads a part: every piece in the files it takes from (each file holds only pieces the part
 * needs; a piece already instantiated from another file is not instantiated again), then the
 * part itself, from its own file, the first of them.
 */
function part(name, from) {
    return async () => {
        await Promise.all(from.map(file => fetchFile(file).then(found => Promise.all(
            [...found.keys()].filter(piece => piece !== name).map(piece => loadPiece(piece, file))))));
        const loaded = await loadPiece(name, name);
        // Every piece in these files is instantiated now, some from another file first: let go
        // of every copy, so that the files' buffers are freed.
        for (const file of from) {
            files.get(file)?.then(found => { for (const piece of found.keys()) found.set(piece, null); }, () => {});
        }
        return loaded;
    };
}`];
for (const p of parts) {
  const from = [p.file, ...new Set(p.deps.map(d => fileFor(p, d)).filter(f => f !== p.file))];
  // What the loader reads from the files must be what the part needs: every piece in them.
  const inFiles = new Set(from.flatMap(f => files.get(f).inside).filter(piece => piece !== p.file));
  const needed = new Set(p.deps.map(d => pieces.get(d)));
  if (inFiles.size !== needed.size || [...needed].some(piece => !inFiles.has(piece))) {
    fail(`the files of part ${p.name} do not hold exactly the pieces it needs`);
  }
  out.push(`export const __wasm_split_load_${p.name} = wrapAsyncCb(part(${JSON.stringify(p.file)}, ${JSON.stringify(from)}));`);
}
writeFileSync(loaderPath, out.join('\n') + '\n');

const shared = [...files.keys()].filter(f => f.startsWith('shared')).length;
console.log(`pack-parts: ${pieces.size} pieces of ${parts.length} parts packed into ${files.size} files (${shared} shared by parts of the page)`);
