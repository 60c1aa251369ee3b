#!/usr/bin/env bash
# Usage: tools/release/upgrade-fixture.sh vX.Y.Z
# Writes apps/server/test/upgrade/vX.Y.Z.sql and .json: a PostgreSQL database made by release
# vX.Y.Z's own migrations and filled through its own API and services (members, on-chain
# deposits, memberships, withdrawals), and the ledger and sign-ins it holds. The upgrade test
# migrates it with this checkout and expects the same. Run after tagging a release
# (docs/releasing.md); needs PostgreSQL at 127.0.0.1:5432 and this checkout's node_modules.
set -euo pipefail
tag="${1:?usage: $0 vX.Y.Z}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
db="nova_upgrade_fixture_$(date +%s)_$$"
tree="$work/tree"
cleanup() {
  git -C "$repo" worktree remove --force "$tree" >/dev/null 2>&1 || true
  psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

git -C "$repo" worktree add --detach "$tree" "$tag" >/dev/null
# The release's own workspaces; every other package from this checkout.
mkdir -p "$tree/node_modules/@nova"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
  [[ "$(basename "$entry")" == "@nova" ]] || ln -s "$entry" "$tree/node_modules/$(basename "$entry")"
done
ln -s ../../packages/contracts "$tree/node_modules/@nova/contracts"
ln -s ../../apps/server "$tree/node_modules/@nova/server"
ln -s ../../apps/web "$tree/node_modules/@nova/web"
[[ -d "$repo/apps/server/node_modules" ]] && ln -s "$repo/apps/server/node_modules" "$tree/apps/server/node_modules"
# The release's own way to fill a site, written for its API and helpers; one from this checkout for
# a release older than it (v0.9.0).
[[ -f "$tree/apps/server/test/site-fill.ts" ]] ||
  cp "$repo/apps/server/test/site-fill.ts" "$tree/apps/server/test/site-fill.ts"
cp "$repo/tools/release/upgrade-fill.ts" "$tree/apps/server/test/upgrade-fill.test.ts"

psql -h 127.0.0.1 -U postgres -d postgres -qc "create database \"$db\""
mkdir -p "$repo/apps/server/test/upgrade"
(
  cd "$tree/apps/server"
  DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db" \
    UPGRADE_FIXTURE_OUT="$repo/apps/server/test/upgrade/$tag" \
    npx vitest run test/upgrade-fill.test.ts
)
echo "wrote apps/server/test/upgrade/$tag.sql and $tag.json"
