#!/usr/bin/env bash
# Stops the server start-postgres.sh started (DICE_PG_DATA) and removes its folder.
set -euo pipefail
[ -n "${DICE_PG_DATA:-}" ] || exit 0
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "$(id -u)" = 0 ]; then
  su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$DICE_PG_DATA' -m fast -w stop" >/dev/null || true
else
  "$bin/pg_ctl" -D "$DICE_PG_DATA" -m fast -w stop >/dev/null || true
fi
rm -rf "$(dirname "$DICE_PG_DATA")"
