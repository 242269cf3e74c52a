# The inventory store (MEDUSA_INVENTORY=1: Medusa's inventory and stock-location modules, see
# medusa-config.js), sourced by lib.sh. Its database is the demo template's clone (which has the modules'
# tables: the full build migrates with them) after migrate-inventory-items (an inventory item per
# variant, a "Default" location, levels from the variants' inventory_quantity) and seed/inventory
# (two locations with their sales channels, levels at both, reservations). The first build takes
# about a minute and is saved as INVENTORY_TEMPLATE_DB, so later fresh databases clone it in seconds.

INVENTORY_TEMPLATE_DB="medusa_console_inventory_template"

# The demo template's mark and what builds the inventory data on it: a change to either builds it again.
inventory_mark() {
  printf 'medusa-console: inventory %s' \
    "$( (template_mark; cat "$BACKEND_DIR"/seed/inventory/*.ts "$BACKEND_DIR/scripts/inventory.sh") | sha1sum | cut -c1-16)"
}

inventory_template_ready() { db_marked "$INVENTORY_TEMPLATE_DB" "$(inventory_mark)"; }

# inventory_prepare_db: this instance's database from the demo template, with the inventory items,
# the "Default" location and its levels; seed/inventory runs once Medusa is up (inventory_seed).
inventory_prepare_db() {
  template_ready || template_restore_snapshot \
    || die "no seeded demo template yet: run npm run backend:start once (it seeds the demo store and saves it)"
  db_recreate_from_template
  # A template saved before the full build migrated with the modules lacks their tables.
  if [ "$(pg_sql -d "$MEDUSA_DB_NAME" -tAc "SELECT to_regclass('inventory_item') IS NOT NULL")" != t ]; then
    say "running the inventory modules' migrations (log: $INSTANCE_DIR/migrations.log)"
    medusa_cli "$INSTANCE_DIR/migrations.log" migrations run
  fi
  say "creating an inventory item per variant (migrate-inventory-items; log: $INSTANCE_DIR/migrate-inventory.log)"
  if ! (cd "$BACKEND_DIR" && timeout --kill-after=10 "$CLI_TIMEOUT" \
    node node_modules/@medusajs/medusa/dist/scripts/migrate-inventory-items.js) >"$INSTANCE_DIR/migrate-inventory.log" 2>&1 \
    || ! grep -q 'Done' "$INSTANCE_DIR/migrate-inventory.log"; then
    tail -20 "$INSTANCE_DIR/migrate-inventory.log" >&2
    die "migrate-inventory-items failed (see $INSTANCE_DIR/migrate-inventory.log)"
  fi
}

# inventory_seed: locations, levels and reservations through the admin API of the running Medusa,
# then the database is marked seeded and saved as the inventory template.
inventory_seed() {
  say "seeding stock locations, levels and reservations (log: $INSTANCE_DIR/seed-inventory.log)"
  if ! (cd "$ROOT_DIR" && timeout --kill-after=10 "$CLI_TIMEOUT" npx --no-install tsx backend/seed/inventory/index.ts) \
    2>&1 | tee "$INSTANCE_DIR/seed-inventory.log"; then
    die "the inventory seed failed (see $INSTANCE_DIR/seed-inventory.log); the next start rebuilds the database"
  fi
  db_mark_seeded
  template_save "$INVENTORY_TEMPLATE_DB" "$(inventory_mark)"
}
