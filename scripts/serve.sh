#!/usr/bin/env bash
# Installs everything, builds the release app and serves it on http://127.0.0.1:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
source scripts/env.sh
echo "==> Serving Protoplay on http://127.0.0.1:8080 (Ctrl+C stops)"
exec trunk serve --release --offline --address 127.0.0.1 --port 8080
