#!/usr/bin/env bash
# Restarts the server start-postgres.sh started (DICE_PG_DATA) the hard way, as a crash would:
# `pg_ctl restart -m immediate` (no checkpoint; the server recovers from its log at start).
# The load driver's fault runs call it; as root it runs as the `postgres` user, like the server.
set -euo pipefail
[ -n "${DICE_PG_DATA:-}" ] || { echo "restart-postgres: DICE_PG_DATA is not set (eval \"\$(start-postgres.sh)\" first)" >&2; exit 1; }
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "$(id -u)" = 0 ]; then
  su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$DICE_PG_DATA' -m immediate -w restart >/dev/null"
else
  "$bin/pg_ctl" -D "$DICE_PG_DATA" -m immediate -w restart >/dev/null
fi
