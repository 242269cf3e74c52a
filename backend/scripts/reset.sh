#!/usr/bin/env bash
# Drops the database and builds it again (a clone of the seeded template, else migrations, admin user
# and seed), restarting Medusa on it.
# start.sh does the work: with MEDUSA_RESET=1 it treats the database as never built.
set -euo pipefail
MEDUSA_RESET=1 exec bash "$(dirname "$0")/start.sh"
