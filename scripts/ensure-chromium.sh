#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing, and a CJK font so that
# Chinese labels render in screenshots. The tests never download a browser of their own: this
# machine reaches only the npm registry and Debian's packages.
set -euo pipefail
need_browser=0
need_font=0
[ -x /usr/bin/chromium ] || need_browser=1
ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1 || need_font=1
[ $need_browser -eq 0 ] && [ $need_font -eq 0 ] && exit 0

as_root=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "Chromium or the CJK font is missing and this user cannot install them: run 'apt-get install -y chromium fonts-noto-cjk' as root." >&2
    exit $need_browser
  fi
  as_root="sudo"
fi
$as_root apt-get update -q
if [ $need_browser -eq 1 ]; then
  echo "Installing Chromium for the browser tests (apt-get)..."
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q chromium
fi
if [ $need_font -eq 1 ]; then
  # Only screenshots need it: a failure here is reported, not fatal.
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q fonts-noto-cjk ||
    echo "fonts-noto-cjk could not be installed: Chinese text in screenshots will show as boxes." >&2
fi
