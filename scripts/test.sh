#!/usr/bin/env bash
# Installs everything and runs every test: formatting, lints, the engine and app tests
# (native), the release build of the page, and the browser tests in Chromium against it.
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
echo "==> the simulator's release build (the perf suite times it beside the page)"
cargo build -p protoplay-engine --release --bin protoplay-sim
echo "==> release build of the page"
./scripts/build.sh
echo "==> browser tests (Chromium)"
cd tests
npx playwright test
