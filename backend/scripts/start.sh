#!/usr/bin/env bash
# Starts the development backend: PostgreSQL, then Medusa on 127.0.0.1:9000 in the background.
# The first start (or any start after a reset or a failed first start) also creates the database:
# a clone of the seeded template when there is one (template.sh), else it runs the migrations, creates the
# admin user and seeds demo data, then saves the result as the template. Safe to run twice.
# MEDUSA_INVENTORY=1 starts the inventory store instead, in a database of its own (inventory.sh).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

require_node_modules
mkdir -p "$RUN_DIR" "$INSTANCE_DIR"
write_telemetry_config
pg_start

state="$(db_state)"
if [ "${MEDUSA_RESET:-}" = 1 ]; then state=reset; fi

if medusa_running && medusa_other_kind; then
  say "Medusa serves $(cat "$MEDUSA_KIND_FILE" 2>/dev/null || echo "another store"): restarting it for $MEDUSA_KIND"
  stop_pid "$MEDUSA_PID_FILE" medusa Medusa
fi

if [ "$state" = seeded ] && medusa_running && health_ok; then
  say "Medusa already running (pid $(cat "$MEDUSA_PID_FILE"))"
else
  if [ "$state" != seeded ]; then
    # Seeding needs the server; a server on a half-built database is restarted after the rebuild.
    medusa_running && stop_pid "$MEDUSA_PID_FILE" medusa Medusa
    case "$state" in
      missing) say "first start: building the database $MEDUSA_DB_NAME" ;;
      reset) say "reset: dropping and rebuilding the database $MEDUSA_DB_NAME" ;;
      *) say "an earlier first start did not finish: rebuilding the database $MEDUSA_DB_NAME" ;;
    esac
    if [ -n "$MEDUSA_INVENTORY" ]; then
      if inventory_template_ready; then
        say "cloning the inventory template $INVENTORY_TEMPLATE_DB"
        db_recreate_from_template "$INVENTORY_TEMPLATE_DB"
        db_mark_seeded
        state=seeded
      else
        inventory_prepare_db
        state=inventory
      fi
    elif template_ready || template_restore_snapshot; then
      say "cloning the seeded template $TEMPLATE_DB"
      db_recreate_from_template
      db_mark_seeded
      state=seeded
    else
      db_recreate
      say "running migrations (log: $INSTANCE_DIR/migrations.log)"
      # With the inventory modules loaded, so that their tables are in the template too (unused by the
      # demo store, which runs without them; inventory.sh's stores then need no migration).
      MEDUSA_INVENTORY=1 medusa_cli "$INSTANCE_DIR/migrations.log" migrations run
      say "creating the admin user $ADMIN_EMAIL"
      medusa_cli "$INSTANCE_DIR/user.log" user -e "$ADMIN_EMAIL" -p "$ADMIN_PASSWORD"
      # `medusa user` creates a member; the console's demo login is an admin.
      pg_sql -d "$MEDUSA_DB_NAME" -c "UPDATE \"user\" SET role = 'admin' WHERE email = '$ADMIN_EMAIL'"
    fi
  fi

  if ! medusa_running; then
    if port_busy "$MEDUSA_PORT"; then
      die "port $MEDUSA_PORT is taken by another program ($(who_listens "$MEDUSA_PORT")).
  Stop it, or run this backend on another port: MEDUSA_PORT=9001 npm run backend:start
  (then point the console at it: VITE_MEDUSA_BACKEND_URL=http://127.0.0.1:9001)"
    fi
    say "starting Medusa on $MEDUSA_BACKEND_URL (log: $INSTANCE_DIR/medusa.log)"
    # `medusa start` ignores --host and listens on every interface; listen-local.mjs binds it to
    # MEDUSA_HOST. setsid gives it a process group of its own, which stop.sh signals. Like PostgreSQL,
    # it must not hold the caller's open files (a test run's `flock` lock) for as long as it runs.
    (cd "$BACKEND_DIR" && close_inherited_fds && exec setsid node --import ./scripts/listen-local.mjs node_modules/.bin/medusa start \
      -p "$MEDUSA_PORT") >"$INSTANCE_DIR/medusa.log" 2>&1 </dev/null &
    echo $! >"$MEDUSA_PID_FILE"
    echo "$MEDUSA_KIND" >"$MEDUSA_KIND_FILE"
  fi

  for _ in $(seq 1 240); do
    health_ok && break
    medusa_running || { tail -30 "$INSTANCE_DIR/medusa.log" >&2; die "Medusa exited while starting (see $INSTANCE_DIR/medusa.log)"; }
    sleep 0.5
  done
  health_ok || die "Medusa did not answer $MEDUSA_BACKEND_URL/health within 120 s (see $INSTANCE_DIR/medusa.log)"
  say "Medusa is up (pid $(cat "$MEDUSA_PID_FILE"))"

  if [ "$state" = inventory ]; then
    inventory_seed
  elif [ "$state" != seeded ]; then
    say "seeding demo data through the admin API (log: $INSTANCE_DIR/seed.log)"
    seeded_on="$(date -u +%F)"
    if ! (cd "$ROOT_DIR" && timeout --kill-after=10 "$CLI_TIMEOUT" npx --no-install tsx backend/seed/index.ts) \
      2>&1 | tee "$INSTANCE_DIR/seed.log"; then
      die "the seed failed (see $INSTANCE_DIR/seed.log); the next start rebuilds the database"
    fi
    db_mark_seeded
    template_ready || template_save
    snapshot_save "$seeded_on"
  fi
fi

cat <<EOF

  Medusa backend:  $MEDUSA_BACKEND_URL   (admin API: $MEDUSA_BACKEND_URL/admin)${MEDUSA_INVENTORY:+
  Store:           with the inventory and stock-location modules (database $MEDUSA_DB_NAME)}
  Demo login:      $ADMIN_EMAIL / $ADMIN_PASSWORD
  Logs:            $INSTANCE_DIR/*.log      Stop: npm run backend:stop

EOF
