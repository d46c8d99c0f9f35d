#!/usr/bin/env bash
# Builds the page into dist/ (or $DIST): the one program (app/), cut into the part every visit
# loads (the library, the stores and what the screens share) and the parts fetched when first
# needed (the editor, the free table and its engine, the ruled table, the simulation screen and
# its experiment tabs, reading and writing files and links, reading saved tables, the built-in games' data, and each
# ruled game's rules and its rules map), then the page, the stylesheets and the service worker's
# file list.
#
# The cut is made at the program's split functions (app/src/rules.rs, app/src/components/mod.rs,
# app/src/components/share/mod.rs, app/src/components/ruled/sim/experiments.rs,
# app/src/state/store.rs, app/src/state/store/play.rs, app/src/worker.rs) by wasm-split-cli, from the linker's relocations (.cargo/config.toml);
# wasm-bindgen then binds the first part, wasm-opt shrinks the parts,
# scripts/pack-parts.mjs packs each part with the pieces of code it shares with others into a
# few files, and esbuild minifies the scripts and stylesheets.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

say "cargo build (wasm32, the web profile)"
cargo build -p protoplay-app --bin protoplay-app --target wasm32-unknown-unknown --profile web

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app"
say "splitting the program"
wasm-split-cli "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/protoplay-app.wasm" "$work/app" \
  --out-name protoplay-app
say "wasm-bindgen"
wasm-bindgen --target web --no-typescript --keep-lld-exports --remove-name-section \
  --remove-producers-section --out-dir "$work/app" --out-name protoplay-app "$work/app/protoplay-app.wasm"
rm "$work/app/protoplay-app.wasm"
say "wasm-opt -O1, every part but the smallest"
# The parts come out of rustc already optimised for size; what they need from wasm-opt is what
# the split left in each that it does not use, which -O1 removes. -Os and -Oz made them no
# smaller (gzipped) and take longer.
# The features the program is built with (rustc's defaults for wasm32), which every browser
# that runs Protoplay has.
features="--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue"
# Most shared pieces are a few hundred bytes, where wasm-opt's start-up costs more than it
# saves. The largest parts go first, so the longest run does not start last with the other
# cores idle.
find "$work/app" -name '*.wasm' -size +4k -printf '%s %p\n' | sort -rn | cut -d' ' -f2- \
  | xargs -d '\n' -P "$(nproc)" -I{} sh -c "wasm-opt -O1 $features --strip-debug '{}' -o '{}'"
say "packing the parts"
node scripts/pack-parts.mjs "$work/app"
say "minifying the scripts and stylesheets"
# esbuild (tests/package.json) renames only what is local to a module and drops comments and
# white space: the scripts' exports and the names the program imports stay as they are.
for f in "$work/app"/*.js; do
  esbuild "$f" --minify --log-level=error --outfile="$f" --allow-overwrite
done

say "the page"
dist="${DIST:-dist}"
rm -rf "$dist" && mkdir -p "$dist"
# Each folder is named by a hash of its contents.
hash_of() { find "$1" -type f -print0 | LC_ALL=C sort -z | xargs -0 cat | sha256sum | cut -c1-16; }
app="app-$(hash_of "$work/app")"
cp -r "$work/app" "$dist/$app"
mkdir -p "$work/style"
for f in style/*.css; do
  esbuild "$f" --minify --log-level=error --outfile="$work/style/$(basename "$f")"
done
style="style-$(hash_of "$work/style")"
cp -r "$work/style" "$dist/$style"
cp -r public "$dist/public"
mv "$dist/public/sw.js" "$dist/sw.js"
sed -e "s|\./app/|./$app/|g" -e "s|\./style/|./$style/|g" index.html > "$dist/index.html"
cp app/sim-worker.js "$dist/sim-worker.js"
bash scripts/sw-precache.sh "$dist"
for f in "$dist/$app"/*.wasm "$dist/$app"/*.js "$dist/$style"/*.css; do
  printf '  %-40s %8d bytes gzipped\n' "${f#"$dist"/}" "$(gzip -9c "$f" | wc -c)"
done
say "built $dist/ ($(find "$dist" -type f | wc -l) files)"
