#!/usr/bin/env bash
# Installs everything and runs every test: formatting, lints, the engine and app tests
# (native), the release build of the page, and the browser tests in Chromium against it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh

# Each step's heading says when it began (seconds since this script started), so a log shows
# where the time went.
step() { echo "==> [${SECONDS}s] $*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

# Two chains of steps share the cores: the page's build, which cannot spread over both cores
# for most of its time (a crate at a time, then one long link), then the browser behaviour
# tests, which leave most of a core idle; and beside them the native steps, which take what
# the other chain leaves. A third step, the simulator's release build for the measures, takes
# only what both leave idle. Each builds in a folder of its own (cargo builds one thing at a
# time in a folder) and writes a log of its own, printed when it ends. The measures run last,
# alone. (The native steps are not run under `nice`: on a machine shared with other
# work, that hands their share of the cores to the other work.)
mkdir -p target
# Each chain is a process group of its own (job control), so that leaving early (a failure,
# Ctrl+C) stops what is still running.
set -m
cleanup() { for pid in $(jobs -p); do kill -- "-$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 130' INT TERM

step "release build of the page (its log: target/page-build.log)"
CARGO_TARGET_DIR=target/page ./scripts/build.sh > target/page-build.log 2>&1 &
page_build=$!

# Clippy's lints run while the tests are compiled, in the same pass: `cargo clippy` runs
# clippy-driver in rustc's place for the workspace's crates and type-checks everything once
# more without building it, so a separate `cargo clippy` would analyse every crate twice.
# `cargo test` builds the same targets as `cargo clippy --all-targets` (the libraries and
# their tests, the binaries, the examples, the integration tests), each linted here with
# warnings as errors, as `cargo clippy --workspace --all-targets -- -D warnings` does.
native_steps() {
  step "cargo test (engine and app, native), with clippy's lints (warnings are errors)"
  RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver)" \
    CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" \
    cargo test --workspace
  step "native steps done"
}
step "native steps beside it: lints and tests (log: target/native.log)"
native_steps > target/native.log 2>&1 &
native=$!

# The simulator's release build, which the measures time beside the page, takes only the CPU
# the other steps leave idle (`nice`), from the start: it is needed only at the end, and the
# other chains leave a core idle now and then (a link, a test waiting on the page).
step "the simulator's release build, in the idle time (log: target/sim-build.log)"
sim_build() {
  CARGO_TARGET_DIR=target/sim nice -n 19 \
    cargo build -p protoplay-engine --release --bin protoplay-sim
}
sim_build > target/sim-build.log 2>&1 &
sim=$!

if ! wait "$page_build"; then
  cat target/page-build.log
  step "the page's build failed (its log is above)" >&2
  exit 1
fi
grep -v '^warning: unknown name subsection' target/page-build.log | tail -n 15
step "the page's build done"

# Two browsers at once (one per core) for the behaviour tests, beside the rest of the native
# steps. A test that fails is run once more: one that then passes is reported as flaky (named
# again at the end of this log) rather than failing the run; one that fails twice fails it.
step "browser tests (Chromium)"
browser_tests=0
(cd tests && npx playwright test --grep-invert 'measure:' --workers 2 --retries 1) 2>&1 \
  | tee target/browser.log || browser_tests=${PIPESTATUS[0]}
# Stopped by a signal (Ctrl+C): stop everything.
[ "$browser_tests" -lt 128 ] || exit "$browser_tests"
step "browser tests done"

step "native steps (their log)"
native_steps_ok=true
wait "$native" || native_steps_ok=false
cat target/native.log
if ! $native_steps_ok; then
  step "the native steps failed (their log is above)" >&2
  exit 1
fi
if [ "$browser_tests" -ne 0 ]; then
  # A long log is often read from its end: the failures come again, last.
  echo "The browser tests that failed, as Playwright reported them (whole log: target/browser.log):"
  awk '/^  [0-9]+\) /{on=1} on' target/browser.log | tail -n 200
  step "browser tests failed (their failures are just above)" >&2
  exit "$browser_tests"
fi
if grep -qE '^  [0-9]+ flaky' target/browser.log; then
  echo "Browser tests that failed once and then passed (their first failure: target/browser.log):"
  sed -nE '/^  [0-9]+ flaky/,/^  [0-9]+ passed/p' target/browser.log
fi

if ! wait "$sim"; then
  cat target/sim-build.log
  step "the simulator's build failed (its log is above)" >&2
  exit 1
fi
step "the simulator's build done"

# The perf suite's measures, on a machine with nothing else to do.
step "browser measures (Chromium, alone)"
cd tests
PROTOPLAY_SIM="$PWD/../target/sim/release/protoplay-sim" npx playwright test --grep 'measure:' --workers 1
step "all done"
