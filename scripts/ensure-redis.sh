#!/usr/bin/env bash
# Tests that need a Redis of their own start Debian's redis-server on a free port. Installs it when missing.
set -euo pipefail
command -v redis-server > /dev/null && exit 0
echo "redis-server not found: installing Debian's redis-server package"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server > /dev/null
