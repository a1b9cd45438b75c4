#!/usr/bin/env bash
# Fails when src/features/api/generated.ts (the client) or server/lib/api/contract.gen.ts (the
# server's types) is not what `npm run codegen` makes from openapi.yaml (ARCHITECTURE §3: the
# generated code is committed and must not drift from the contract).
set -euo pipefail
cd "$(dirname "$0")/.."
committed=src/features/api/generated.ts
# The fresh copy sits next to the committed one and the config copy at the root, so that the
# relative paths inside the config resolve exactly as for `npm run codegen`.
fresh=src/features/api/.generated.check.ts
config=.openapi-config.check.ts
server_committed=server/lib/api/contract.gen.ts
server_fresh=server/lib/api/.contract.gen.check.ts
trap 'rm -f "$fresh" "$config" "$server_fresh"' EXIT
sed "s#./src/features/api/generated.ts#./$fresh#" openapi-config.ts > "$config"
npx rtk-query-codegen-openapi "$config" > /dev/null
if ! diff -u "$committed" "$fresh"; then
  echo "FAIL: $committed is out of date with openapi.yaml. Run 'npm run codegen' and commit it." >&2
  exit 1
fi
echo "OK: $committed matches openapi.yaml"
node scripts/codegen-server.mjs "$server_fresh"
if ! diff -u "$server_committed" "$server_fresh"; then
  echo "FAIL: $server_committed is out of date with openapi.yaml. Run 'npm run codegen' and commit it." >&2
  exit 1
fi
echo "OK: $server_committed matches openapi.yaml"
