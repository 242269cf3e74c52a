#!/usr/bin/env bash
# Installs the backend's own dependencies: npm ci from the committed lock, npm install without one.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -f package-lock.json ]; then
  npm ci --no-audit --no-fund
else
  npm install --no-audit --no-fund
fi
