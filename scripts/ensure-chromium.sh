#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. The tests never download a
# browser of their own: this machine reaches only the npm registry and Debian's packages.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "Chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root." >&2
  exit 1
fi
as_root=""
[ "$(id -u)" -ne 0 ] && as_root="sudo"
echo "Installing Chromium for the browser tests (apt-get)..."
$as_root apt-get update -q
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q chromium
