#!/usr/bin/env bash
# Writes the build's file list and a version into the service worker (dist/sw.js), so that it
# precaches what every visit may need offline and the browser installs a new worker whenever
# any file of the app changed. A ruled game's rules are left out of the list: they are fetched
# the first time that game is played or simulated, and the worker keeps them from then on. The
# parts of the program (scripts/pack-parts.mjs): `split_page_*.wasm` are the page's (its screens,
# files and links, the workers' code, old save slots) and `shared*.wasm` what several of them
# share; every other `split_*.wasm` is a game's rules, with all they need.
set -euo pipefail
dir="${1:?usage: sw-precache.sh DIST}"
cd "$dir"
sw=sw.js
[ -f "$sw" ] || { echo "sw-precache: no sw.js in $dir" >&2; exit 1; }
loader=$(find . -name __wasm_split.js -printf '%P\n' | head -n 1)
[ -n "$loader" ] || { echo "sw-precache: no __wasm_split.js in $dir" >&2; exit 1; }
part_dir=$(dirname "$loader")
is_rules() {
  local base
  base=$(basename "$1")
  [ "$(dirname "$1")" = "$part_dir" ] || return 1
  case "$base" in
    split_page_*) return 1 ;;
    split_*) return 0 ;;
  esac
  return 1
}
files=()
while IFS= read -r f; do
  is_rules "$f" || files+=("$f")
done < <(find . -type f ! -name sw.js -printf '%P\n' | LC_ALL=C sort)
version=$(find . -type f ! -name sw.js -printf '%P\n' | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)
list=$(printf '%s\n' "${files[@]}" | sed "s/.*/  '&',/")
tmp=$(mktemp)
awk -v version="$version" -v list="$list" '
  /^const VERSION = / { print "const VERSION = \x27" version "\x27;"; next }
  /^const PRECACHE = / { print "const PRECACHE = ["; print list; print "];"; next }
  { print }
' "$sw" > "$tmp"
mv "$tmp" "$sw"
chmod 644 "$sw"
echo "sw-precache: version $version, ${#files[@]} files precached"
