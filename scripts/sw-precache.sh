#!/usr/bin/env bash
# Trunk post_build hook: writes the build's file list and a version into the service worker, so
# it precaches exactly what this build emitted and the browser sees a changed sw.js (and installs
# it) whenever any file of the app changed.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
sw="$dir/sw.js"
[ -f "$sw" ] || { echo "sw-precache: no sw.js in $dir" >&2; exit 1; }
cd "$dir"
# Every file but the worker itself (and its copy under public/); sorted, so the list is stable.
files=$(find . -type f ! -name sw.js -printf '%P\n' | LC_ALL=C sort)
version=$(printf '%s\n' $files | xargs sha256sum | sha256sum | cut -c1-16)
list=$(printf '%s\n' $files | sed "s/.*/  '&',/")
tmp=$(mktemp)
awk -v version="$version" -v list="$list" '
  /^const VERSION = / { print "const VERSION = \x27" version "\x27;"; next }
  /^const PRECACHE = / { print "const PRECACHE = ["; print list; print "];"; next }
  { print }
' "$sw" > "$tmp"
mv "$tmp" "$sw"
chmod 644 "$sw"
echo "sw-precache: version $version, $(printf '%s\n' $files | wc -l) files"
