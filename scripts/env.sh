# Sourced by the other scripts: puts the installed tools on PATH.
export PATH="$HOME/.cargo/bin:$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/tests/node_modules/.bin:$PATH"
