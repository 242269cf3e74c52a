#!/usr/bin/env bash
# Stops what start.sh started, by pid: Medusa (its process group), then this project's PostgreSQL.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

stop_pid "$MEDUSA_PID_FILE" medusa Medusa
pg_stop
