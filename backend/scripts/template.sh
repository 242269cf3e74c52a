# The seeded template database and the committed seed snapshot it can be restored from (sourced by
# lib.sh, which defines say, die, pg_sql and the paths these use).

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

# db_marked DB MARK: the database exists and its comment is MARK.
db_marked() {
  [ "$(pg_sql -d postgres -tAc \
    "SELECT shobj_description(oid, 'pg_database') FROM pg_database WHERE datname = '$1'")" = "$2" ]
}

template_ready() { db_marked "$TEMPLATE_DB" "$(template_mark)"; }

# pg_dump_bin: the pg_dump beside the server binaries, else on PATH; empty when there is none.
pg_dump_bin() {
  if [ -x "$PG_BIN/pg_dump" ]; then echo "$PG_BIN/pg_dump"; else command -v pg_dump || true; fi
}

# template_recreate_empty [DB]: TEMPLATE_DB (or DB) dropped and created empty, to be filled by the caller.
template_recreate_empty() {
  local db="${1:-$TEMPLATE_DB}"
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" -c "CREATE DATABASE \"$db\""
}

# template_save [DB MARK]: copies this instance's freshly seeded database into TEMPLATE_DB (or DB,
# commented MARK). Its Medusa keeps running, so a dump rather than CREATE DATABASE … TEMPLATE, which
# needs the source without connections.
template_save() {
  local db="${1:-$TEMPLATE_DB}" mark="${2:-$(template_mark)}" dump
  dump="$(pg_dump_bin)"
  [ -n "$dump" ] || { say "pg_dump not found: no seeded template (each fresh database seeds again)"; return 0; }
  # Instances of several suites share the cluster: one writer or cloner of the template at a time.
  exec 9>"$RUN_DIR/template.lock" && flock -w 300 9 || return 0
  if db_marked "$db" "$mark"; then exec 9>&-; return 0; fi
  template_recreate_empty "$db" \
    && PGPASSWORD=medusa "$dump" -h 127.0.0.1 -p "$MEDUSA_PG_PORT" -U medusa -d "$MEDUSA_DB_NAME" --no-owner \
      | pg_sql -d "$db" >/dev/null \
    && pg_sql -d postgres -c "COMMENT ON DATABASE \"$db\" IS '$mark'" \
    && say "saved the seeded database as $db (later fresh databases are cloned from it)" \
    || say "could not save the seeded template $db (each fresh database seeds again)"
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
  template_recreate_empty \
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
  local dump
  dump="$(pg_dump_bin)"
  [ -n "$dump" ] || return 0
  mkdir -p "$SNAPSHOT_DIR"
  PGPASSWORD=medusa "$dump" -h 127.0.0.1 -p "$MEDUSA_PG_PORT" -U medusa -d "$TEMPLATE_DB" --no-owner --no-privileges \
    | gzip -9n >"$SNAPSHOT_DUMP.tmp" \
    && mv "$SNAPSHOT_DUMP.tmp" "$SNAPSHOT_DUMP" \
    && printf '%s\n%s\n' "$(template_mark)" "$1" >"$SNAPSHOT_KEY" \
    && say "wrote the seed snapshot to backend/seed/snapshot (commit it with the seed change)" \
    || say "could not write the seed snapshot"
}

# db_recreate_from_template [SOURCE]: this instance's database as a clone of the template (or of
# SOURCE); the URLs of seeded uploads (served by the backend that seeded them) are pointed at this instance.
db_recreate_from_template() {
  local source="${1:-$TEMPLATE_DB}" from
  exec 9>"$RUN_DIR/template.lock" && flock -w 300 9 || die "the seeded template stayed locked for 300 s"
  from="$(pg_sql -d "$source" -tAc "SELECT substring(url from '^https?://[^/]+') FROM image LIMIT 1")"
  pg_sql -d postgres -c "DROP DATABASE IF EXISTS \"$MEDUSA_DB_NAME\" WITH (FORCE)" \
    -c "CREATE DATABASE \"$MEDUSA_DB_NAME\" TEMPLATE \"$source\"" || die "could not clone $source into $MEDUSA_DB_NAME"
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

