#!/usr/bin/env bash
# Trunk post_build hook: the page imports its modules itself (index.html's MODULES: the
# library's first module, the full app, each ruled game's own module and simulation module,
# the free table's and the editor's), so a page holds only the module it shows.
# - Trunk names the one "main" module (the library's) by its contents and injects a loader
#   for it into every page; the loader is taken out here and the names written into MODULES.
# - Trunk leaves the names of the others (`data-type="worker"`) plain; each is named here by a
#   hash of its contents, as Trunk names a main module, and the names written into MODULES.
# A browser's cache can then never pair an old module with a new page.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
cd "$dir"
[ -f index.html ] || { echo "app-names: no index.html in $dir" >&2; exit 1; }

# The main module's loader: a modulepreload link, a preload link and an inline module script.
main=$(grep -o "import init, \* as bindings from '/protoplay-library-[0-9a-f]*\.js'" index.html \
  | sed -e "s|.*'/||" -e "s|\.js'$||")
[ -n "$main" ] && [ -f "$main.js" ] && [ -f "${main}_bg.wasm" ] \
  || { echo "app-names: Trunk's loader of the library's module is not as expected" >&2; exit 1; }
perl -0pi -e "s|<link rel=\"modulepreload\" href=\"/$main\.js\"[^>]*>\n?||; s|<link rel=\"preload\" href=\"/${main}_bg\.wasm\"[^>]*>\n?||; s|<script type=\"module\">\s*import init, \* as bindings from '/$main\.js';.*?</script>\n?||s" index.html
if grep -q "$main" index.html; then
  echo "app-names: Trunk's loader of $main could not be taken out of index.html" >&2; exit 1
fi
sed -i "s|'./protoplay-library'|'./$main'|" index.html
echo "app-names: $main (Trunk's loader taken out)"

names=$(grep -o "'./protoplay-[a-z0-9-]*'" index.html | tr -d "'" | sed 's|^\./||' \
  | grep -v -- '-[0-9a-f]\{16\}$' | sort -u)
[ -n "$names" ] || { echo "app-names: index.html names no module" >&2; exit 1; }
for name in $names; do
  for f in "$name.js" "${name}_bg.wasm"; do
    [ -f "$f" ] || { echo "app-names: index.html names $name, but there is no $f in $dir" >&2; exit 1; }
  done
  hash=$(cat "$name.js" "${name}_bg.wasm" | sha256sum | cut -c1-16)
  mv "$name.js" "$name-$hash.js"
  mv "${name}_bg.wasm" "$name-${hash}_bg.wasm"
  sed -i "s|'./$name'|'./$name-$hash'|" index.html
  echo "app-names: $name-$hash"
done
