#!/usr/bin/env bash
# Stops what start.sh started, by pid: Medusa (its process group), then this project's PostgreSQL
# (unless MEDUSA_INSTANCE names one Medusa among several on the cluster).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

stop_pid "$MEDUSA_PID_FILE" medusa Medusa
# A named instance shares the cluster with the others: leave PostgreSQL running for them.
[ -n "${MEDUSA_INSTANCE:-}" ] || pg_stop
