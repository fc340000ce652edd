#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the chat-bot tests: Debian's
# `postgresql` package (install it first), a new cluster in a temporary
# folder, listening on 127.0.0.1 at a free port, trust authentication.
# Prints shell exports for DICE_PG_URL (what the tests read) and
# DICE_PG_DATA (for stop-postgres.sh):
#   eval "$(examples/chat-bot/scripts/start-postgres.sh)"
# The server refuses to run as root, so as root it runs as the `postgres` user.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "start-postgres: no PostgreSQL server under /usr/lib/postgresql; apt-get install -y postgresql" >&2
  exit 1
fi
port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
dir=$(mktemp -d "${TMPDIR:-/tmp}/dice-pg.XXXXXX")
as_server() { sh -c "$1"; }
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_server() { su postgres -s /bin/sh -c "$1"; }
fi
as_server "'$bin/initdb' -D '$dir/data' -A trust -U postgres --no-sync >'$dir/initdb.log' 2>&1" || { cat "$dir/initdb.log" >&2; exit 1; }
as_server "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null" || { cat "$dir/server.log" >&2; exit 1; }
echo "export DICE_PG_URL=postgresql://postgres@127.0.0.1:$port/postgres DICE_PG_DATA=$dir/data"
