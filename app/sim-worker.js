// The simulation worker's loader (Trunk copies it next to the worker's wasm-bindgen files).
// It does what Trunk's generated loader shim did, and one thing more: when the WebAssembly
// module fails to load, it tells the page. That failure happens in a promise, and a promise
// rejected inside a worker never reaches the page's `onerror`, so without this message a run
// would wait for the worker for ever. The message is a `WorkerReply::Error` in the JSON the
// page reads (app/src/state/destiny_sim.rs).
importScripts('./protoplay-sim-worker.js');
wasm_bindgen('./protoplay-sim-worker_bg.wasm').catch((e) => {
  postMessage(JSON.stringify({
    error: `the simulation worker could not load its WebAssembly module (${e && e.message ? e.message : e}); press Run simulation to try again`,
  }));
});
