#!/usr/bin/env bash
# The browser tests use Debian's Chromium (never a downloaded browser). Installs it when it is missing.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
echo "Chromium not found at $chromium: installing Debian's chromium package"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
