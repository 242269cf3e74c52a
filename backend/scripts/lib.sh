# Shared settings and helpers for start.sh, stop.sh, reset.sh and console.sh (sourced, not run).
# Every setting can be overridden from the environment.

BACKEND_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT_DIR="$(cd "$BACKEND_DIR/.." && pwd)"
RUN_DIR="$BACKEND_DIR/.run"

export MEDUSA_HOST="${MEDUSA_HOST:-127.0.0.1}"
export MEDUSA_PORT="${MEDUSA_PORT:-9000}"
export MEDUSA_PG_PORT="${MEDUSA_PG_PORT:-54329}"
# MEDUSA_INVENTORY=1: a store with Medusa's inventory and stock-location modules (medusa-config.js), in a
# database of its own (inventory.sh builds it from the demo template).
export MEDUSA_INVENTORY="${MEDUSA_INVENTORY:-}"
[ "$MEDUSA_INVENTORY" = 1 ] || MEDUSA_INVENTORY=""
export MEDUSA_DB_NAME="${MEDUSA_DB_NAME:-medusa_console${MEDUSA_INVENTORY:+_inventory}}"
export MEDUSA_BACKEND_URL="${MEDUSA_BACKEND_URL:-http://$MEDUSA_HOST:$MEDUSA_PORT}"
export DATABASE_URL="${DATABASE_URL:-postgres://medusa:medusa@127.0.0.1:$MEDUSA_PG_PORT/$MEDUSA_DB_NAME}"
export NODE_ENV="${NODE_ENV:-development}"
# Telemetry off: the env var alone does not reach Medusa's child processes, the CLI's config file does.
export XDG_CONFIG_HOME="$BACKEND_DIR/.config"
export MEDUSA_DISABLE_TELEMETRY=true

ADMIN_EMAIL="admin@medusa-test.com"
ADMIN_PASSWORD="supersecret"
CLI_TIMEOUT="${MEDUSA_CLI_TIMEOUT:-900}"   # seconds per CLI call; they can hang (e.g. a wrong typeorm), and a loaded 2-core machine seeds slowly
# MEDUSA_INSTANCE names a second Medusa on the same cluster (tests use one each, with their own
# MEDUSA_PORT and MEDUSA_DB_NAME): its pid file and logs live in .run/<instance>/.
INSTANCE_DIR="$RUN_DIR${MEDUSA_INSTANCE:+/$MEDUSA_INSTANCE}"
MEDUSA_PID_FILE="${MEDUSA_PID_FILE:-$INSTANCE_DIR/medusa.pid}"
# What the running Medusa serves (its database, with or without the inventory modules): a start asking
# for another kind restarts it.
MEDUSA_KIND_FILE="$INSTANCE_DIR/medusa.kind"
MEDUSA_KIND="$MEDUSA_DB_NAME${MEDUSA_INVENTORY:+ with inventory modules}"
# Database comment written once migrations, the admin user and the seed have all succeeded.
SEEDED_MARK="medusa-console: seeded (seed v2)"

say() { printf '[backend] %s\n' "$*"; }
die() { printf '[backend] error: %s\n' "$*" >&2; exit 1; }

# --- processes -----------------------------------------------------------------------------------

# pid_alive FILE PATTERN: the pid in FILE runs and its command line contains PATTERN (not a reused pid).
pid_alive() {
  local pid
  [ -f "$1" ] || return 1
  pid="$(cat "$1")"
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$2"
}

# stop_pid FILE PATTERN NAME: SIGTERM the process group started by us, SIGKILL after 20 s.
stop_pid() {
  local file="$1" pattern="$2" name="$3" pid
  if ! pid_alive "$file" "$pattern"; then
    rm -f "$file"
    say "$name is not running"
    return 0
  fi
  pid="$(cat "$file")"
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid"
  for _ in $(seq 1 40); do
    pid_alive "$file" "$pattern" || break
    sleep 0.5
  done
  if pid_alive "$file" "$pattern"; then
    say "$name (pid $pid) did not stop in 20 s: killing it"
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid"
  fi
  rm -f "$file"
  say "$name stopped (pid $pid)"
}

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# who_listens PORT: "pid/command" of the listener, when ss can tell.
who_listens() {
  command -v ss >/dev/null && ss -ltnpH "sport = :$1" 2>/dev/null | grep -o 'users:(([^)]*' | head -1 | sed 's/users:((//'
}

# --- PostgreSQL ----------------------------------------------------------------------------------

# Server binaries: on PATH, else the newest /usr/lib/postgresql/*/bin. Sets PG_BIN or fails.
find_pg_bin() {
  local initdb
  initdb="$(command -v initdb || true)"
  if [ -n "$initdb" ] && command -v pg_ctl >/dev/null; then
    PG_BIN="$(dirname "$(readlink -f "$initdb")")"
  else
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  fi
  [ -n "$PG_BIN" ] && [ -x "$PG_BIN/pg_ctl" ] && [ -x "$PG_BIN/initdb" ]
}

ensure_pg_bin() {
  find_pg_bin && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "PostgreSQL server binaries not found: installing Debian's postgresql package (apt-get)"
    apt-get update >"$RUN_DIR/apt.log" 2>&1 \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >>"$RUN_DIR/apt.log" 2>&1 \
      || die "apt-get install postgresql failed (see $RUN_DIR/apt.log)"
    find_pg_bin || die "postgresql installed but pg_ctl/initdb are still missing (see $RUN_DIR/apt.log)"
    say "installed PostgreSQL from apt: $PG_BIN"
  else
    die "PostgreSQL server binaries (pg_ctl, initdb) not found on PATH or under /usr/lib/postgresql/*/bin.
  Install them, e.g. as root: apt-get update && apt-get install -y postgresql"
  fi
}

# PostgreSQL refuses to run as root: as root, its commands run as the postgres user (from /, since
# that user may not be allowed into the current folder; every path given to them is absolute).
as_pg() {
  if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

# Where the cluster lives: backend/.data, or (as root, when the postgres user cannot traverse the
# checkout's folders, e.g. under /root) a folder of this checkout's own under /var/tmp.
# Sets PGDATA and PG_LOG.
pg_paths() {
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    say "creating the system user postgres (PostgreSQL refuses to run as root)"
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres || die "useradd postgres failed"
  fi
  if [ "$(id -u)" != 0 ] || runuser -u postgres -- test -x "$BACKEND_DIR"; then
    PGDATA="$BACKEND_DIR/.data/postgres"
    PG_LOG="$RUN_DIR/postgres.log"
  else
    local home
    home="/var/tmp/medusa-console-$(printf '%s' "$BACKEND_DIR" | sha1sum | cut -c1-10)"
    PGDATA="$home/postgres"
    PG_LOG="$home/postgres.log"
  fi
  export PGDATA
}

# Closes every file descriptor above stderr that this (sub)shell inherited.
close_inherited_fds() {
  local fd
  for fd in /proc/$BASHPID/fd/*; do
    fd="${fd##*/}"
    [ "$fd" -gt 2 ] && eval "exec $fd>&-" 2>/dev/null
  done
  return 0
}

pg_running() { as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; }

# psql as the cluster's superuser over TCP (the cluster has no unix socket).
pg_sql() {
  PGPASSWORD=medusa PGOPTIONS="-c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$MEDUSA_PG_PORT" -U medusa "$@"
}

pg_init() {
  [ -f "$PGDATA/PG_VERSION" ] && return 0
  say "creating the PostgreSQL cluster in $PGDATA"
  mkdir -p "$PGDATA"
  local pwfile="$PGDATA/../.pwfile"
  printf 'medusa\n' >"$pwfile"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$PGDATA" "$pwfile"; fi
  chmod 700 "$PGDATA"
  as_pg "$PG_BIN/initdb" -D "$PGDATA" -U medusa --pwfile="$pwfile" --auth=scram-sha-256 \
    -E UTF8 --locale=C >"$RUN_DIR/initdb.log" 2>&1 || { rm -f "$pwfile"; die "initdb failed (see $RUN_DIR/initdb.log)"; }
  rm -f "$pwfile"
  # A dev/test cluster: loopback TCP only, no unix socket, durability traded for speed.
  cat >>"$PGDATA/postgresql.conf" <<'CONF'

# medusa-console development cluster
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
}

pg_start() {
  mkdir -p "$RUN_DIR"
  ensure_pg_bin
  pg_paths
  pg_init
  if pg_running; then
    say "PostgreSQL already running (port $MEDUSA_PG_PORT, data $PGDATA)"
  else
    if port_busy "$MEDUSA_PG_PORT"; then
      die "port $MEDUSA_PG_PORT is taken by another program ($(who_listens "$MEDUSA_PG_PORT")).
  Stop it, or pick another port: MEDUSA_PG_PORT=54330 npm run backend:start"
    fi
    touch "$PG_LOG"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$PG_LOG"; fi
    # The server outlives this script: it must not keep the caller's open files (a `flock` lock held
    # for one test run would be held for as long as PostgreSQL runs).
    (close_inherited_fds && as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PG_LOG" -o "-p $MEDUSA_PG_PORT" -w -t 60 start >/dev/null) \
      || die "PostgreSQL did not start (see $PG_LOG)"
    say "PostgreSQL started (port $MEDUSA_PG_PORT, data $PGDATA)"
  fi
  head -1 "$PGDATA/postmaster.pid" >"$RUN_DIR/postgres.pid"
}

pg_stop() {
  find_pg_bin || { say "PostgreSQL binaries not found: nothing to stop"; return 0; }
  pg_paths
  if [ -f "$PGDATA/PG_VERSION" ] && pg_running; then
    # pg_ctl signals the postmaster whose pid is in this cluster's postmaster.pid.
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null && say "PostgreSQL stopped"
  else
    say "PostgreSQL is not running"
  fi
  rm -f "$RUN_DIR/postgres.pid"
}

# db_state: "missing", "seeded", or "partial" (created, but an earlier first start did not finish).
db_state() {
  local comment
  comment="$(pg_sql -d postgres -tAc \
    "SELECT coalesce(shobj_description(oid, 'pg_database'), '-') FROM pg_database WHERE datname = '$MEDUSA_DB_NAME'")"
  if [ -z "$comment" ]; then echo missing
  elif [ "$comment" = "$SEEDED_MARK" ]; then echo seeded
  else echo partial
  fi
}

db_recreate() {
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$MEDUSA_DB_NAME\" WITH (FORCE)" \
    -c "CREATE DATABASE \"$MEDUSA_DB_NAME\"" || die "could not create the database $MEDUSA_DB_NAME"
}

db_mark_seeded() {
  pg_sql -d postgres -c "COMMENT ON DATABASE \"$MEDUSA_DB_NAME\" IS '$SEEDED_MARK'"
}

# --- Medusa --------------------------------------------------------------------------------------

require_node_modules() {
  # An install under way (CI starts one in the background) holds this lock until it is done.
  mkdir -p "$RUN_DIR"
  flock -w 900 "$RUN_DIR/install.lock" true || die "the backend install did not finish within 15 minutes"
  [ -x "$BACKEND_DIR/node_modules/.bin/medusa" ] \
    || die "backend dependencies are not installed: run npm run backend:install (from $ROOT_DIR)"
}

write_telemetry_config() {
  mkdir -p "$XDG_CONFIG_HOME/medusa"
  printf '{"telemetry":{"enabled":false}}\n' >"$XDG_CONFIG_HOME/medusa/config.json"
}

# medusa_cli LOG ARGS...: the medusa CLI under a timeout, output to LOG. It can exit 0 after
# failing to load a module, so its log is checked too.
medusa_cli() {
  local log="$1"; shift
  if ! (cd "$BACKEND_DIR" && timeout --kill-after=10 "$CLI_TIMEOUT" node_modules/.bin/medusa "$@") >"$log" 2>&1; then
    tail -20 "$log" >&2
    die "medusa $* failed or timed out after ${CLI_TIMEOUT}s (see $log)"
  fi
  if grep -q "Cannot find module" "$log"; then
    grep -m3 "Cannot find module" "$log" >&2
    die "medusa $* could not load a module: run npm run backend:install (see $log)"
  fi
}

health_ok() { curl -fs -o /dev/null --max-time 2 "$MEDUSA_BACKEND_URL/health"; }

medusa_running() { pid_alive "$MEDUSA_PID_FILE" "medusa"; }

# medusa_other_kind: the running Medusa serves another database or kind of store than asked for (one
# started before the kind was recorded served its instance's database without the modules).
medusa_other_kind() {
  [ "$(cat "$MEDUSA_KIND_FILE" 2>/dev/null || echo "$MEDUSA_DB_NAME")" != "$MEDUSA_KIND" ]
}

source "$BACKEND_DIR/scripts/template.sh"
source "$BACKEND_DIR/scripts/inventory.sh"
