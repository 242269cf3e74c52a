#!/usr/bin/env bash
# Turns the development store into the large store of issue #32 (100,000 orders and customers,
# 10,000 products, ...): npm run backend:large. npm run backend:reset turns it back into the demo.
#
# The first run builds the database medusa_console_large: a clone of the seeded demo template
# (template.sh) with the demo's records copied in bulk under new ids and numbers by one SQL script
# (seed/large: plan.ts says what is copied how often, sql.ts writes the script). Its comment names a
# hash of those files and of the demo template's mark, so a change to either builds it again. Every run then
# clones it into the development database in seconds, (re)starts Medusa on it and checks it through
# the admin API (seed/large/verify.ts; LARGE_VERIFY=0 skips that).
# Only the development instance: the test suites' databases keep the demo store.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

# LARGE_SLICE=1 (npm test, scripts/test-large-slice.ts): a slice of it, a few copies of each family
# (seed/large/plan.ts), for a test instance (MEDUSA_INSTANCE) only: it keeps the generator tested.
if [ "${LARGE_SLICE:-}" = 1 ]; then
  [ -n "${MEDUSA_INSTANCE:-}" ] && [ "$MEDUSA_DB_NAME" != medusa_console ] \
    || die "LARGE_SLICE=1 builds the slice for a test instance (MEDUSA_INSTANCE, its own MEDUSA_DB_NAME)"
  LARGE_DB="medusa_console_large_slice"
else
  [ -z "${MEDUSA_INSTANCE:-}" ] && [ "$MEDUSA_DB_NAME" = medusa_console ] \
    || die "backend:large changes the development store only (MEDUSA_DB_NAME=medusa_console, no MEDUSA_INSTANCE)"
  LARGE_DB="medusa_console_large"
fi
LARGE_BUILD_DB="${LARGE_DB}_build"

large_mark() {
  printf 'medusa-console: large%s %s' "${LARGE_SLICE:+ slice}" \
    "$( (cat "$BACKEND_DIR"/seed/large/{ids,plan,sql,build}.ts; template_mark) | sha1sum | cut -c1-16)"
}

large_ready() {
  [ "$(pg_sql -d postgres -tAc \
    "SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '$LARGE_DB'")" = "$(large_mark)" ]
}

# A file-level copy: PostgreSQL 15's default (WAL_LOG) writes a large database's every page to the WAL.
clone_strategy() {
  [ "$(pg_sql -d postgres -tAc "SHOW server_version_num")" -ge 150000 ] && echo " STRATEGY = FILE_COPY" || true
}

# point_uploads_here DB: the demo's uploads (served by the backend that seeded the template) at this one.
point_uploads_here() {
  local from
  from="$(pg_sql -d "$1" -tAc "SELECT substring(url from '^https?://[^/]+') FROM image LIMIT 1")"
  [ -n "$from" ] && [ "$from" != "$MEDUSA_BACKEND_URL" ] || return 0
  pg_sql -d "$1" \
    -c "UPDATE image SET url = replace(url, '$from', '$MEDUSA_BACKEND_URL')" \
    -c "UPDATE product SET thumbnail = replace(thumbnail, '$from', '$MEDUSA_BACKEND_URL')" \
    -c "UPDATE line_item SET thumbnail = replace(thumbnail, '$from', '$MEDUSA_BACKEND_URL')" \
    -c "UPDATE claim_image SET url = replace(url, '$from', '$MEDUSA_BACKEND_URL')"
}

large_build() {
  local started=$SECONDS work
  template_ready || template_restore_snapshot \
    || die "no seeded demo template yet: run npm run backend:start once (it seeds the demo store and saves it)"
  say "building the large store in $LARGE_BUILD_DB (a few minutes; log: $INSTANCE_DIR/large.log)"
  exec 9>"$RUN_DIR/template.lock" && flock -w 300 9 || die "the seeded template stayed locked for 300 s"
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$LARGE_BUILD_DB\" WITH (FORCE)" \
    -c "CREATE DATABASE \"$LARGE_BUILD_DB\" TEMPLATE \"$TEMPLATE_DB\"$(clone_strategy)" \
    || die "could not clone $TEMPLATE_DB into $LARGE_BUILD_DB"
  exec 9>&-
  point_uploads_here "$LARGE_BUILD_DB"
  work="$(mktemp -d)"
  pg_sql -d "$LARGE_BUILD_DB" -tAc "SELECT json_agg(json_build_object('table', table_name, 'column', column_name,
      'type', data_type) ORDER BY table_name, ordinal_position) FROM information_schema.columns WHERE table_schema = 'public'" \
    >"$work/columns.json"
  (cd "$ROOT_DIR" && npx --no-install tsx backend/seed/large/build.ts "$work/columns.json") >"$work/large.sql" \
    || die "could not write the large store's SQL"
  if ! pg_sql -d "$LARGE_BUILD_DB" -f "$work/large.sql" 2>&1 | tee "$INSTANCE_DIR/large.log"; then
    die "the large store's SQL failed (see $INSTANCE_DIR/large.log; the script is $work/large.sql)"
  fi
  grep -q '^ERROR\|^psql:.*ERROR' "$INSTANCE_DIR/large.log" && die "the large store's SQL failed (see $INSTANCE_DIR/large.log)"
  rm -rf "$work"
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$LARGE_DB\" WITH (FORCE)" \
    -c "ALTER DATABASE \"$LARGE_BUILD_DB\" RENAME TO \"$LARGE_DB\"" \
    -c "COMMENT ON DATABASE \"$LARGE_DB\" IS '$(large_mark)'"
  say "built the large store in $((SECONDS - started)) s ($(pg_sql -d postgres -tAc "SELECT pg_size_pretty(pg_database_size('$LARGE_DB'))"))"
}

require_node_modules
mkdir -p "$RUN_DIR" "$INSTANCE_DIR"
write_telemetry_config
pg_start

large_ready || large_build

started=$SECONDS
medusa_running && stop_pid "$MEDUSA_PID_FILE" medusa Medusa
pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$MEDUSA_DB_NAME\" WITH (FORCE)" \
  -c "CREATE DATABASE \"$MEDUSA_DB_NAME\" TEMPLATE \"$LARGE_DB\"$(clone_strategy)" \
  || die "could not clone $LARGE_DB into $MEDUSA_DB_NAME"
db_mark_seeded
say "cloned the large store into $MEDUSA_DB_NAME in $((SECONDS - started)) s"
bash "$BACKEND_DIR/scripts/start.sh"

if [ "${LARGE_VERIFY:-1}" != 0 ]; then
  (cd "$ROOT_DIR" && npx --no-install tsx backend/seed/large/verify.ts) || die "the large store failed its checks"
fi
if [ "${LARGE_SLICE:-}" = 1 ]; then
  say "$MEDUSA_INSTANCE now runs a slice of the large store on $MEDUSA_BACKEND_URL"
else
  say "the development store is now the large one; npm run backend:reset makes it the demo store again"
fi
