#!/usr/bin/env bash
# Trunk post_build hook: the full app is built as a module the page imports itself (index.html,
# `data-type="worker"`), and Trunk leaves its file names plain. This names them by a hash of
# their contents, as Trunk names the first module, and writes the names into index.html: a
# browser's cache can then never pair an old module with a new page.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
cd "$dir"
for f in protoplay-app.js protoplay-app_bg.wasm index.html; do
  [ -f "$f" ] || { echo "app-names: no $f in $dir" >&2; exit 1; }
done
hash=$(cat protoplay-app.js protoplay-app_bg.wasm | sha256sum | cut -c1-16)
mv protoplay-app.js "protoplay-app-$hash.js"
mv protoplay-app_bg.wasm "protoplay-app-${hash}_bg.wasm"
for name in protoplay-app.js protoplay-app_bg.wasm; do
  grep -q "'./$name'" index.html || { echo "app-names: index.html does not name ./$name" >&2; exit 1; }
done
sed -i -e "s|'./protoplay-app.js'|'./protoplay-app-$hash.js'|" \
       -e "s|'./protoplay-app_bg.wasm'|'./protoplay-app-${hash}_bg.wasm'|" index.html
echo "app-names: protoplay-app-$hash"
