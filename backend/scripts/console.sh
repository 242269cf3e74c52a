#!/usr/bin/env bash
# The console on 127.0.0.1:5173, in the background: console.sh start | stop. An operator gets the
# built, compressed console (`vite preview` of dist/), rebuilt first when its sources or the backend
# URL changed; `npm run dev` stays the developer's hot-reloading server. Pid and log sit in backend/.run.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

CONSOLE_URL="http://127.0.0.1:5173"
CONSOLE_PID_FILE="$RUN_DIR/console.pid"

console_ok() { curl -fs -o /dev/null --max-time 2 "$CONSOLE_URL/"; }

DIST_DIR="$ROOT_DIR/dist"
STAMP="$DIST_DIR/.built-for"

# Builds dist/ unless it was built from these sources for this backend URL and these other allowed
# servers. The build writes the security headers (dist/security-headers.json, scripts/cspPlugin.ts)
# that `vite preview` sends: their connect-src names exactly those servers.
build_if_stale() {
  local backend="$1"
  local built_for="$backend${VITE_MEDUSA_ALLOWED_ORIGINS:+ $VITE_MEDUSA_ALLOWED_ORIGINS}"
  if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$built_for" ] &&
    [ -z "$(cd "$ROOT_DIR" && find src scripts/earlyGetsPlugin.ts scripts/cspPlugin.ts scripts/cspPolicy.ts index.html vite.config.ts package.json package-lock.json -newer "$STAMP" -print -quit)" ]; then
    say "console build is up to date"
    return
  fi
  say "building the console for $backend"
  (cd "$ROOT_DIR" && VITE_MEDUSA_BACKEND_URL="$backend" node node_modules/vite/bin/vite.js build --logLevel warn) >"$RUN_DIR/console-build.log" 2>&1 ||
    { tail -20 "$RUN_DIR/console-build.log" >&2; die "the console build failed (see $RUN_DIR/console-build.log)"; }
  printf '%s' "$built_for" >"$STAMP"
}

start() {
  mkdir -p "$RUN_DIR"
  if pid_alive "$CONSOLE_PID_FILE" vite && console_ok; then
    say "console already served (pid $(cat "$CONSOLE_PID_FILE"))"
  else
    port_busy 5173 && die "port 5173 is taken by another program ($(who_listens 5173)). Stop it and run npm start again."
    # Same host as the backend, so the browser treats both as one site (session cookie).
    build_if_stale "${VITE_MEDUSA_BACKEND_URL:-$MEDUSA_BACKEND_URL}"
    (cd "$ROOT_DIR" && exec setsid node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port 5173 --strictPort) \
      >"$RUN_DIR/console.log" 2>&1 </dev/null &
    echo $! >"$CONSOLE_PID_FILE"
    for _ in $(seq 1 120); do
      console_ok && break
      pid_alive "$CONSOLE_PID_FILE" vite || { tail -20 "$RUN_DIR/console.log" >&2; die "vite exited (see $RUN_DIR/console.log)"; }
      sleep 0.5
    done
    console_ok || die "the console did not answer $CONSOLE_URL within 60 s (see $RUN_DIR/console.log)"
  fi
  cat <<MSG

  Console:     $CONSOLE_URL
  Demo login:  $ADMIN_EMAIL / $ADMIN_PASSWORD    (backend: $MEDUSA_BACKEND_URL)
  Stop both:   npm stop

MSG
}

case "${1:-}" in
  start) start ;;
  stop) stop_pid "$CONSOLE_PID_FILE" vite "console server" ;;
  *) die "usage: console.sh start|stop" ;;
esac
