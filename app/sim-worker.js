// The simulation workers' loader (Trunk copies it next to the page's modules). Each ruled game
// has a simulation module of its own, `protoplay-sim-<game id>-<hash>`, holding that game's
// rules alone, which is both the page of its simulation screen and its workers; the page starts
// this loader as a module worker named after that module's files (`new Worker('./sim-worker.js',
// { type: 'module', name: './protoplay-sim-lords-of-hell-<hash>' })`), so the worker loads the
// very files the page has loaded (from the browser's cache, online or offline) and this one
// file serves every game. (A fragment in the address was tried: Chromium drops it from a
// worker's location when the script comes from its cache.)
//
// It does what a generated loader would, and one thing more: when the WebAssembly module fails
// to load, it tells the page. That failure happens in a promise, and a promise rejected inside a
// worker never reaches the page's `onerror`, so without this message a run would wait for the
// worker for ever. The message is a `WorkerReply::Error` in the JSON the page reads
// (app/src/state/sim.rs).
const fail = (why) => postMessage(JSON.stringify({
  error: `the simulation worker could not load its WebAssembly module (${why}); press Run simulation to try again`,
}));
const base = self.name;
if (!/^\.\/protoplay-sim-[a-z0-9-]+$/.test(base)) {
  fail(`no simulation module "${base}"`);
} else {
  // The module's `main` sees it runs in a worker and answers the page (app/src/worker.rs).
  import(`${base}.js`)
    .then((m) => m.default({ module_or_path: `${base}_bg.wasm` }))
    .catch((e) => fail(e && e.message ? e.message : e));
}
