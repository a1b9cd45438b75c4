#!/usr/bin/env bash
# Story tests (docs/testing.md): build Storybook, serve the static build on a free local port and
# run @storybook/test-runner in Debian's Chromium (play functions, accessibility, visual diffs).
# Arguments go to test-storybook, e.g. `--updateSnapshot` (npm run update-snapshots).
# SKIP_STORYBOOK_BUILD=1 reuses an existing build. STORYBOOK_DIR (default storybook-static) lets
# two runs on one machine build into folders of their own.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${STORYBOOK_DIR:-storybook-static}

if [ "${SKIP_STORYBOOK_BUILD:-}" != 1 ]; then
  npx storybook build --quiet --output-dir "$out"
fi

url_file=$(mktemp)
node scripts/serve-static.mjs "$out" 0 >"$url_file" &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$url_file"' EXIT
for _ in $(seq 50); do
  [ -s "$url_file" ] && break
  sleep 0.1
done
url=$(head -n 1 "$url_file")
[ -n "$url" ] || { echo "The static server for $out did not start." >&2; exit 1; }

# In CI a missing visual baseline fails instead of being written (jest's --ci).
ci=()
[ "${CI:-}" = true ] && ci=(--ci)
# --index-json: the stories under test are those of this build, not of the source tree now.
# 30 s per story: a busy 2-core machine needs more than the default 15 s for the largest ones.
npx test-storybook --index-json --url "$url" --maxWorkers=2 --testTimeout=30000 "${ci[@]}" "$@"
