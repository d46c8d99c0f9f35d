// The simulation workers' loader (Trunk copies it next to the workers' wasm-bindgen files).
// Each ruled game has a worker of its own, `protoplay-sim-<game id>`, holding that game's rules
// alone; the page names the worker after the game (`new Worker('./sim-worker.js', { name:
// 'lords-of-hell' })`), so this one file, cached once, serves every game online and offline.
// (A fragment in the address was tried: Chromium drops it from a worker's location when the
// script comes from its cache.)
//
// It does what Trunk's generated loader shim did, and one thing more: when the WebAssembly
// module fails to load, it tells the page. That failure happens in a promise, and a promise
// rejected inside a worker never reaches the page's `onerror`, so without this message a run
// would wait for the worker for ever. The message is a `WorkerReply::Error` in the JSON the
// page reads (app/src/state/sim.rs).
const fail = (why) => postMessage(JSON.stringify({
  error: `the simulation worker could not load its WebAssembly module (${why}); press Run simulation to try again`,
}));
const game = self.name;
if (!/^[a-z0-9-]+$/.test(game)) {
  fail(`no worker for the game "${game}"`);
} else {
  try {
    importScripts(`./protoplay-sim-${game}.js`);
    wasm_bindgen(`./protoplay-sim-${game}_bg.wasm`).catch((e) => fail(e && e.message ? e.message : e));
  } catch (e) {
    fail(e && e.message ? e.message : e);
  }
}
