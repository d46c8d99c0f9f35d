#!/usr/bin/env bash
# Installs everything, builds the page and serves it on http://127.0.0.1:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh
echo "==> Serving Protoplay on http://127.0.0.1:8080 (Ctrl+C stops)"
PORT=8080 exec node tests/serve.mjs
