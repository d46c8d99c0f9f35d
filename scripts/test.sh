#!/usr/bin/env bash
# Installs everything and runs every test: formatting, lints, the engine and app tests
# (native), the wasm build of the engine, the release build of the app, and the browser tests
# in Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh

echo "==> cargo fmt --check"
cargo fmt --all -- --check
echo "==> cargo clippy (warnings are errors)"
cargo clippy --workspace --all-targets -- -D warnings
echo "==> cargo test (engine and app, native)"
cargo test --workspace
echo "==> engine builds for wasm32"
cargo build -p protoplay-engine --target wasm32-unknown-unknown --release
echo "==> the simulator's release build (the perf suite times it beside the page)"
cargo build -p protoplay-engine --release --bin protoplay-sim
echo "==> release build of the app"
trunk build --release --offline
echo "==> browser tests (Chromium)"
cd tests
npx playwright test
