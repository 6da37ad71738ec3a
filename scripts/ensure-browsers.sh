#!/usr/bin/env bash
# The browser tests use Debian's browsers, never a downloaded one: Chromium for the browser suite
# (`ensure-browsers.sh chromium`), Firefox ESR, WebKitGTK's WebDriver and Xvfb for the engine tests
# (`ensure-browsers.sh engines`). Installs what is missing when we can (root, apt-get); otherwise says
# exactly what is needed.
set -euo pipefail
missing=()
need() { # need PACKAGE PATH
  if [ ! -x "$2" ]; then missing+=("$1"); fi
}
for what in "$@"; do
  case "$what" in
    chromium) need chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" ;;
    engines)
      need firefox-esr "${FIREFOX_PATH:-/usr/bin/firefox-esr}"
      need webkit2gtk-driver "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
      need xvfb /usr/bin/xvfb-run
      ;;
    *) echo "ensure-browsers.sh: unknown browser set '$what' (chromium, engines)" >&2; exit 2 ;;
  esac
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need Debian's ${missing[*]}: install with 'sudo apt-get install ${missing[*]}' (or set CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH)." >&2
exit 1
