#!/usr/bin/env bash
# Start-and-sign-in smoke on a given Node.js (CI runs it with the machine's own node after the
# suites, which run on Node 24):
#
#   bash scripts/smoke-start.sh /usr/bin/node
#
# On a Node that package.json's engines allows, it starts ShiftCheck from this checkout's build
# (dist/) on an empty SQLite data folder, signs in as the first super-admin it prints (with the
# authenticator code its first sign-in sets up), reads the session back, and stops it. When
# node_modules was built for another Node (the SQLite driver is compiled per Node version), it
# first copies the install aside and rebuilds the native modules
# there for this Node: better-sqlite3, and argon2, whose install keeps its prebuilt binary only
# when it loads on the Node that installs it (the prebuilt one crashes Node 20 and 22.12).
# CI puts ccache in front of the compilers (CC and CXX), so a rebuild it has seen is quick.
# On an older Node, it checks instead that `npm start` stops at once with the one line naming the
# version it needs.
set -euo pipefail
cd "$(dirname "$0")/.."

node_bin="$(command -v "${1:-node}")" || {
  echo "smoke: no node at ${1:-node}" >&2
  exit 1
}
port="${SMOKE_PORT:-3390}"
version="$("$node_bin" -p process.versions.node)"
needs="$(sed -n 's/^ *"node": *">=\([0-9]*\.[0-9]*\)[^"]*".*/\1/p' package.json | head -n 1)"
[ -n "$needs" ] || {
  echo "smoke: package.json has no engines.node of the form \">=X.Y\"" >&2
  exit 1
}
work="$(mktemp -d "${TMPDIR:-/tmp}/shiftcheck-smoke.XXXXXX")"
app_pid=""
cleanup() {
  if [ -n "$app_pid" ]; then
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "smoke: $*" >&2
  [ -f "$work/start.log" ] && sed 's/^/  start| /' "$work/start.log" >&2
  exit 1
}

# Only what the app reads: no DATABASE_URL (SQLite in DATA_DIR), no ADMIN_PASSWORD (generated).
run_env=(env -i "PATH=$(dirname "$node_bin"):$PATH" "HOME=$HOME" "PORT=$port" HOST=127.0.0.1
  "DATA_DIR=$work/data" LOG_LEVEL=warn)

if ! "$node_bin" -e '
  const [need, have] = process.argv.slice(1).map((v) => v.split(".").map(Number));
  process.exit(have[0] > need[0] || (have[0] === need[0] && have[1] >= need[1]) ? 0 : 1);
' "$needs" "$version"; then
  # Too old: start must refuse in one line that names the version it needs.
  status=0
  "${run_env[@]}" "$node_bin" scripts/start.mjs >"$work/start.log" 2>&1 || status=$?
  expected="ShiftCheck needs Node.js $needs or newer (24 LTS recommended);"
  expected+=" this is Node.js $version."
  [ "$status" -ne 0 ] || fail "start on Node $version exited 0; it should refuse (engines >=$needs)"
  [ "$(cat "$work/start.log")" = "$expected" ] ||
    fail "start on Node $version did not print exactly the line: $expected"
  echo "smoke: Node $version is older than $needs: start stopped (exit $status) with: $expected"
  exit 0
fi

[ -f dist/server/main.js ] && [ -f dist/web/index.html ] ||
  fail "no build in dist/: run npm run build first"
app_dir="$PWD"
if ! "$node_bin" -e 'new (require("better-sqlite3"))(":memory:").close()' >/dev/null 2>&1; then
  # node_modules was built for another Node: a copy with the SQLite driver rebuilt for this one.
  started=$SECONDS
  app_dir="$work/app"
  mkdir -p "$app_dir"
  cp -a package.json package-lock.json scripts dist "$app_dir/"
  # Hard links, not a copy (613 MB of small files took half a minute), but for the two packages
  # the rebuild writes into: those are copied whole, so the checkout's own stay as they were.
  cp -al node_modules "$app_dir/"
  for native in better-sqlite3 argon2; do
    rm -rf "$app_dir/node_modules/$native"
    cp -a "node_modules/$native" "$app_dir/node_modules/$native"
  done
  # The npm installed beside that node, run by it, with its headers (Node's own install layout).
  prefix="$(dirname "$(dirname "$node_bin")")"
  npm_cli="$prefix/lib/node_modules/npm/bin/npm-cli.js"
  [ -f "$npm_cli" ] || fail "no npm beside $node_bin ($npm_cli) to rebuild better-sqlite3 with"
  if [ -f "$prefix/include/node/common.gypi" ]; then
    export npm_config_nodedir="$prefix"
  else
    unset npm_config_nodedir
  fi
  (cd "$app_dir" && PATH="$(dirname "$node_bin"):$PATH" \
    "$node_bin" "$npm_cli" rebuild better-sqlite3 argon2 >"$work/rebuild.log" 2>&1) || {
    cat "$work/rebuild.log" >&2
    fail "could not rebuild better-sqlite3 and argon2 for Node $version"
  }
  echo "smoke: copied the install and rebuilt better-sqlite3 and argon2 for Node $version" \
    "in $((SECONDS - started)) s"
fi

started=$SECONDS
(cd "$app_dir" && exec "${run_env[@]}" "$node_bin" scripts/start.mjs) >"$work/start.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 120); do
  grep -q '^ShiftCheck [0-9.]* is running at' "$work/start.log" &&
    grep -q '^  password: ' "$work/start.log" && break
  kill -0 "$app_pid" 2>/dev/null || fail "the app on Node $version stopped before it was ready"
  sleep 0.5
done
grep -q '^  password: ' "$work/start.log" ||
  fail "the app on Node $version printed no first super-admin within 60 s"
email="$(sed -n 's/^  e-mail: *//p' "$work/start.log" | head -n 1)"
password="$(sed -n 's/^  password: \([^ ]*\).*/\1/p' "$work/start.log" | head -n 1)"
body="$("$node_bin" -p 'JSON.stringify({ email: process.argv[1], password: process.argv[2] })' \
  "$email" "$password")"

base="http://127.0.0.1:$port"
code="$(curl -sS -o "$work/sign-in.json" -w '%{http_code}' -c "$work/cookies" \
  -H 'content-type: application/json' --data "$body" "$base/api/auth/sign-in")" || code="none"
[ "$code" = 200 ] ||
  fail "sign-in on Node $version answered $code: $(cat "$work/sign-in.json" 2>/dev/null)"
# Super admins sign in with a code too (TWO_FACTOR_REQUIRED_ROLES): the first one sets up an
# authenticator app at this first sign-in, as a person would, here with otpauth reading the key.
if grep -q '"twoFactor"' "$work/sign-in.json"; then
  curl -sS -b "$work/cookies" -c "$work/cookies" "$base/api/auth/two-factor" >"$work/2fa.json"
  secret="$("$node_bin" -p 'JSON.parse(require("fs").readFileSync(process.argv[1])).setup.secret' \
    "$work/2fa.json" | tr -d ' ')"
  totp="$(cd "$app_dir" && "$node_bin" --input-type=module \
    -e 'import { TOTP } from "otpauth"; console.log(new TOTP({ secret: process.argv[1] }).generate())' \
    "$secret")"
  code="$(curl -sS -o "$work/two-factor.json" -w '%{http_code}' -b "$work/cookies" -c "$work/cookies" \
    -H 'content-type: application/json' --data "{\"code\":\"$totp\"}" "$base/api/auth/two-factor")" ||
    code="none"
  [ "$code" = 200 ] ||
    fail "the first code on Node $version answered $code: $(cat "$work/two-factor.json" 2>/dev/null)"
fi
curl -sS -b "$work/cookies" "$base/api/auth/session" >"$work/session.json"
grep -qF "\"email\":\"$email\"" "$work/session.json" ||
  fail "after sign-in, /api/auth/session on Node $version did not name $email:" \
    "$(cat "$work/session.json")"
echo "smoke: Node $version: ShiftCheck started and $email signed in (200, session read back)" \
  "in $((SECONDS - started)) s"
