// The simulation workers' loader (scripts/build.sh copies it next to the page). A worker runs
// the page's own program: the page starts this loader as a module worker named after the
// program's files (`new Worker('./sim-worker.js', { type: 'module', name:
// './app-<hash>/protoplay-app' })`), so the worker loads the very files the page has loaded
// (from the browser's cache, online or offline). The program sees it runs in a worker and
// answers the page (app/src/worker.rs), fetching the rules of the game it is asked to play.
// (A fragment in the address was tried: Chromium drops it from a worker's location when the
// script comes from its cache.)
//
// It does what a generated loader would, and one thing more: when the WebAssembly program fails
// to load, it tells the page. That failure happens in a promise, and a promise rejected inside a
// worker never reaches the page's `onerror`, so without this message a run would wait for the
// worker for ever. The message is a `WorkerReply::Error` in the JSON the page reads
// (app/src/state/sim.rs).
const fail = (why) => postMessage(JSON.stringify({
  error: `the simulation worker could not load its WebAssembly module (${why}); press Run simulation to try again`,
}));
const base = self.name;
if (!/^\.\/app-[0-9a-f]+\/protoplay-app$/.test(base)) {
  fail(`no program "${base}"`);
} else {
  import(`${base}.js`)
    .then((m) => m.default({ module_or_path: `${base}_bg.wasm` }))
    .catch((e) => fail(e && e.message ? e.message : e));
}
