#!/usr/bin/env bash
# Installs everything and runs every test: formatting, lints, the engine and app tests
# (native), the release build of the page, and the browser tests in Chromium against it.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh

echo "==> cargo fmt --check"
cargo fmt --all -- --check
# The page's build ends in one long link that uses one core, so it runs beside the native
# steps, in a build folder of its own (cargo builds one thing at a time in a folder).
echo "==> release build of the page (beside the native steps; its log: target/page-build.log)"
mkdir -p target
CARGO_TARGET_DIR=target/page ./scripts/build.sh > target/page-build.log 2>&1 &
page_build=$!
# Clippy's lints run while the tests are compiled, in the same pass: `cargo clippy` runs
# clippy-driver in rustc's place for the workspace's crates and type-checks everything once
# more without building it, so a separate `cargo clippy` would analyse every crate twice.
# `cargo test` builds the same targets as `cargo clippy --all-targets` (the libraries and
# their tests, the binaries, the examples, the integration tests), each linted here with
# warnings as errors, as `cargo clippy --workspace --all-targets -- -D warnings` does.
echo "==> cargo test (engine and app, native), with clippy's lints (warnings are errors)"
RUSTC_WORKSPACE_WRAPPER="$(rustup which clippy-driver)" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" \
  cargo test --workspace
echo "==> the simulator's release build (the perf suite times it beside the page)"
cargo build -p protoplay-engine --release --bin protoplay-sim
if ! wait "$page_build"; then
  cat target/page-build.log
  echo "==> the page's build failed (its log is above)" >&2
  exit 1
fi
grep -v '^warning: unknown name subsection' target/page-build.log | tail -n 15
# Two browsers at once (one per core) for the behaviour tests; the perf suite's measures then
# run alone, on a machine with nothing else to do.
echo "==> browser tests (Chromium)"
cd tests
npx playwright test --grep-invert 'measure:' --workers 2
echo "==> browser measures (Chromium, alone)"
npx playwright test --grep 'measure:' --workers 1
