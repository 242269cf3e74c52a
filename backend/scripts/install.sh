#!/usr/bin/env bash
# Installs the backend's own dependencies: npm ci from the committed lock, npm install without one.
# It holds backend/.run/install.lock while it runs: CI installs in the background while the console's
# checks start, and start.sh waits on the lock (require_node_modules). A second install waiting on
# the lock finds the packages in place and stops there.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .run
exec 9>.run/install.lock
flock 9

# npm ci and npm install write node_modules/.package-lock.json last: newer than the lock means done.
if [ -f package-lock.json ] && [ node_modules/.package-lock.json -nt package-lock.json ] && [ -x node_modules/.bin/medusa ]; then
  echo "backend packages already installed"
  exit 0
fi
if [ -f package-lock.json ]; then
  npm ci --no-audit --no-fund
else
  npm install --no-audit --no-fund
fi
