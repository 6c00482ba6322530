#!/bin/sh
# Install the browsers the tests drive, from Debian's packages, when they are missing:
# Chromium (through Playwright), WebKitGTK's MiniBrowser with its WebDriver, Firefox ESR,
# and Xvfb for the engines that need a display. Never downloads a browser build of its own.
set -eu
need=""
command -v chromium >/dev/null 2>&1 || need="$need chromium"
command -v WebKitWebDriver >/dev/null 2>&1 || need="$need webkit2gtk-driver"
command -v firefox-esr >/dev/null 2>&1 || need="$need firefox-esr"
command -v xvfb-run >/dev/null 2>&1 || need="$need xvfb xauth"
[ -z "$need" ] && exit 0
echo "installing Debian packages:$need"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# shellcheck disable=SC2086
$sudo apt-get install -y -q --no-install-recommends $need
