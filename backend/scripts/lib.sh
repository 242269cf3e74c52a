# Shared settings and helpers for start.sh, stop.sh, reset.sh and console.sh (sourced, not run).
# Every setting can be overridden from the environment.

BACKEND_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROOT_DIR="$(cd "$BACKEND_DIR/.." && pwd)"
RUN_DIR="$BACKEND_DIR/.run"

export MEDUSA_HOST="${MEDUSA_HOST:-127.0.0.1}"
export MEDUSA_PORT="${MEDUSA_PORT:-9000}"
export MEDUSA_PG_PORT="${MEDUSA_PG_PORT:-54329}"
export MEDUSA_DB_NAME="${MEDUSA_DB_NAME:-medusa_console}"
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
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PG_LOG" -o "-p $MEDUSA_PG_PORT" -w -t 60 start >/dev/null \
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

# --- the seeded template -------------------------------------------------------------------------
# Seeding places 150 orders through the storefront (over a minute); cloning a seeded database takes a
# second. The first full seed is copied into TEMPLATE_DB, and every later fresh database (another
# instance, a reset, the contract suite's fresh run) is created from it. Its comment names a hash of
# what decides the seed's result (the seed, the backend's packages), so a change builds it again.
TEMPLATE_DB="medusa_console_template"

template_mark() {
  printf 'medusa-console: template %s' \
    "$(cat "$BACKEND_DIR"/seed/*.ts "$BACKEND_DIR/package-lock.json" | sha1sum | cut -c1-16)"
}

template_ready() {
  [ "$(pg_sql -d postgres -tAc \
    "SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '$TEMPLATE_DB'")" = "$(template_mark)" ]
}

# template_save: copies this instance's freshly seeded database (its Medusa keeps running, so a dump
# rather than CREATE DATABASE … TEMPLATE, which needs the source without connections).
template_save() {
  local dump="$PG_BIN/pg_dump"
  [ -x "$dump" ] || dump="$(command -v pg_dump || true)"
  [ -n "$dump" ] || { say "pg_dump not found: no seeded template (each fresh database seeds again)"; return 0; }
  # Instances of several suites share the cluster: one writer or cloner of the template at a time.
  exec 9>"$RUN_DIR/template.lock" && flock -w 300 9 || return 0
  if template_ready; then exec 9>&-; return 0; fi
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$TEMPLATE_DB\" WITH (FORCE)" -c "CREATE DATABASE \"$TEMPLATE_DB\"" \
    && PGPASSWORD=medusa "$dump" -h 127.0.0.1 -p "$MEDUSA_PG_PORT" -U medusa -d "$MEDUSA_DB_NAME" --no-owner \
      | pg_sql -d "$TEMPLATE_DB" >/dev/null \
    && pg_sql -d postgres -c "COMMENT ON DATABASE \"$TEMPLATE_DB\" IS '$(template_mark)'" \
    && say "saved the seeded database as $TEMPLATE_DB (later fresh databases are cloned from it)" \
    || say "could not save the seeded template (each fresh database seeds again)"
  exec 9>&-
}

# --- the committed seed snapshot ------------------------------------------------------------------
# A clean checkout has no template: backend/seed/snapshot holds a dump of one, made by the first full
# seed after the seed or the backend's packages changed (commit it with them). Its key file names the
# template mark it was made under and the day the seed ran; a snapshot under another mark is ignored
# (the seed runs in full and writes a new one). Restored, its timestamps move forward by the days since
# that day, as if it had been seeded today, and the pictures it points at are generated again.
SNAPSHOT_DIR="$BACKEND_DIR/seed/snapshot"
SNAPSHOT_DUMP="$SNAPSHOT_DIR/template.sql.gz"
SNAPSHOT_KEY="$SNAPSHOT_DIR/key"

snapshot_ready() {
  [ -f "$SNAPSHOT_DUMP" ] && [ "$(sed -n 1p "$SNAPSHOT_KEY" 2>/dev/null)" = "$(template_mark)" ]
}

# shift_timestamps DB DAYS: every timestamp of the database DAYS days later.
shift_timestamps() {
  pg_sql -d "$1" -c "DO \$\$ DECLARE t record; BEGIN
    FOR t IN SELECT table_name, string_agg(format('%I = %I + interval ''$2 days''', column_name, column_name), ', ') AS sets
      FROM information_schema.columns WHERE table_schema = 'public' AND data_type LIKE 'timestamp%' GROUP BY table_name
    LOOP EXECUTE format('UPDATE %I SET %s', t.table_name, t.sets); END LOOP; END \$\$"
}

# template_restore_snapshot: the template from the committed snapshot; fails when there is none for
# this seed (the caller seeds in full).
template_restore_snapshot() {
  snapshot_ready || return 1
  local seeded_on days
  exec 9>"$RUN_DIR/template.lock" && flock -w 300 9 || die "the seeded template stayed locked for 300 s"
  if template_ready; then exec 9>&-; return 0; fi
  seeded_on="$(sed -n 2p "$SNAPSHOT_KEY")"
  days=$(( $(date -u +%s) / 86400 - $(date -u -d "$seeded_on" +%s) / 86400 ))
  say "restoring the seeded template from backend/seed/snapshot (seeded on $seeded_on, moved $days days forward)"
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$TEMPLATE_DB\" WITH (FORCE)" -c "CREATE DATABASE \"$TEMPLATE_DB\"" \
    && gzip -dc "$SNAPSHOT_DUMP" | pg_sql -d "$TEMPLATE_DB" >/dev/null \
    && shift_timestamps "$TEMPLATE_DB" "$days" \
    && (cd "$ROOT_DIR" && DATABASE_URL="postgres://medusa:medusa@127.0.0.1:$MEDUSA_PG_PORT/$TEMPLATE_DB" \
      npx --no-install tsx backend/seed/uploads.ts) \
    && pg_sql -d postgres -c "COMMENT ON DATABASE \"$TEMPLATE_DB\" IS '$(template_mark)'" \
    || { exec 9>&-; die "could not restore the seed snapshot (delete backend/seed/snapshot to seed in full)"; }
  exec 9>&-
}

# snapshot_save SEEDED_ON: writes the template as the snapshot, unless it already is this seed's.
snapshot_save() {
  snapshot_ready && return 0
  template_ready || return 0
  local dump="$PG_BIN/pg_dump"
  [ -x "$dump" ] || dump="$(command -v pg_dump || true)"
  [ -n "$dump" ] || return 0
  mkdir -p "$SNAPSHOT_DIR"
  PGPASSWORD=medusa "$dump" -h 127.0.0.1 -p "$MEDUSA_PG_PORT" -U medusa -d "$TEMPLATE_DB" --no-owner --no-privileges \
    | gzip -9n >"$SNAPSHOT_DUMP.tmp" \
    && mv "$SNAPSHOT_DUMP.tmp" "$SNAPSHOT_DUMP" \
    && printf '%s\n%s\n' "$(template_mark)" "$1" >"$SNAPSHOT_KEY" \
    && say "wrote the seed snapshot to backend/seed/snapshot (commit it with the seed change)" \
    || say "could not write the seed snapshot"
}

# db_recreate_from_template: this instance's database as a clone of the template; the URLs of seeded
# uploads (served by the backend that seeded them) are pointed at this instance.
db_recreate_from_template() {
  local from
  exec 9>"$RUN_DIR/template.lock" && flock -w 300 9 || die "the seeded template stayed locked for 300 s"
  from="$(pg_sql -d "$TEMPLATE_DB" -tAc "SELECT substring(url from '^https?://[^/]+') FROM image LIMIT 1")"
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$MEDUSA_DB_NAME\" WITH (FORCE)" \
    -c "CREATE DATABASE \"$MEDUSA_DB_NAME\" TEMPLATE \"$TEMPLATE_DB\"" || die "could not clone $TEMPLATE_DB into $MEDUSA_DB_NAME"
  if [ -n "$from" ] && [ "$from" != "$MEDUSA_BACKEND_URL" ]; then
    pg_sql -d "$MEDUSA_DB_NAME" \
      -c "UPDATE image SET url = replace(url, '$from', '$MEDUSA_BACKEND_URL')" \
      -c "UPDATE product SET thumbnail = replace(thumbnail, '$from', '$MEDUSA_BACKEND_URL')" \
      -c "UPDATE line_item SET thumbnail = replace(thumbnail, '$from', '$MEDUSA_BACKEND_URL')" \
      -c "UPDATE claim_image SET url = replace(url, '$from', '$MEDUSA_BACKEND_URL')" \
      || die "could not point the cloned uploads at $MEDUSA_BACKEND_URL"
  fi
  exec 9>&-  # closed, so the Medusa started next does not inherit the lock
}

# --- Medusa --------------------------------------------------------------------------------------

require_node_modules() {
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
