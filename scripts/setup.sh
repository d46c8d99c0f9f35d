#!/usr/bin/env bash
# Installs everything Protoplay needs to build and test, reusing what is already installed at
# the right version: the wasm target, wasm-split-cli, wasm-bindgen-cli at the Cargo.lock
# version, wasm-opt (npm binaryen 132), esbuild, Playwright, and Debian's Chromium. Safe to run
# again.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

export PATH="$HOME/.cargo/bin:$PATH"

say "Rust: wasm target, rustfmt, clippy"
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
rustup component list --installed | grep -q '^rustfmt' || rustup component add rustfmt
rustup component list --installed | grep -q '^clippy' || rustup component add clippy

# The splitter that cuts the page's program at its split functions (scripts/build.sh); the
# version Leptos's own build tool uses.
split_version=0.2.4
# (It has no --version: cargo's list of installed crates says which is there.)
if command -v wasm-split-cli >/dev/null \
  && cargo install --list | grep -q "^wasm_split_cli_support v${split_version}:"; then
  say "wasm-split-cli: ${split_version} already installed"
else
  say "wasm-split-cli: installing ${split_version} (a few minutes, once)"
  cargo install wasm_split_cli_support --version "${split_version}" --features build-binary --locked --force
fi

# wasm-bindgen-cli must match the wasm-bindgen library in Cargo.lock exactly. It is installed
# without --locked: its lock file asks for a crate version the registry lacks.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
if wasm-bindgen --version 2>/dev/null | grep -q " ${bindgen_version}\$"; then
  say "wasm-bindgen: ${bindgen_version} already installed"
else
  say "wasm-bindgen: installing ${bindgen_version} (about two minutes, once)"
  cargo install wasm-bindgen-cli --version "${bindgen_version}" --force
fi

# Playwright, wasm-opt and esbuild come from npm (tests/package-lock.json); Debian's binaryen is
# too old and produces a broken module.
stamp=tests/node_modules/.protoplay-installed-lock.json
if cmp -s tests/package-lock.json "$stamp"; then
  say "npm packages: already installed"
else
  say "npm packages: installing Playwright, binaryen and esbuild"
  npm ci --prefix tests --no-audit --no-fund
  cp tests/package-lock.json "$stamp"
fi

# Browsers downloaded by test tools cannot be fetched here; Debian's Chromium can.
if [ -x /usr/bin/chromium ]; then
  say "Chromium: $(/usr/bin/chromium --version 2>/dev/null || echo installed)"
else
  say "Chromium: installing Debian's chromium"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver
fi
say "Set-up done"
