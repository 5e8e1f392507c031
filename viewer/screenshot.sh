#!/usr/bin/env bash
# Renders the viewer's real window under Xvfb and saves it as a PNG (for docs/images).
#   viewer/screenshot.sh REPORT_OR_DIR OUT.png [VIEW [SUBTRAHEND.cubex]]
# VIEW: trees (default), flat, boxplot, description, instances, timeline, instance, diff.
# Installs xvfb, libgtk-3-0 (JavaFX's GTK glass needs it), imagemagick (import) with apt-get when missing.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 REPORT_OR_DIR OUT.png [VIEW [SUBTRAHEND.cubex]]" >&2
  exit 2
fi
REPORT=$(realpath "$1"); OUT=$(realpath -m "$2"); VIEW=${3:-trees}; SUB=${4:-}
ROOT=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v Xvfb >/dev/null || ! command -v import >/dev/null || ! ldconfig -p | grep -q libgtk-3.so.0; then
  apt-get update -qq && apt-get install -y -qq xvfb libgtk-3-0 imagemagick >/dev/null
fi
CP_FILE="$ROOT/viewer/target/screenshot.classpath"
if [ ! -d "$ROOT/viewer/target/classes" ] || [ ! -f "$CP_FILE" ]; then
  (cd "$ROOT" && mvn -B -q -pl viewer -am install -DskipTests)
  (cd "$ROOT" && mvn -B -q -pl viewer dependency:build-classpath -Dmdep.outputFile="$CP_FILE")
fi
WORK=$(mktemp -d)
DISPLAY_NUM=:$((90 + RANDOM % 9))
Xvfb "$DISPLAY_NUM" -screen 0 1600x1000x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB=$!
cleanup() {
  if [ -n "${JAVA_PID:-}" ]; then kill "$JAVA_PID" 2>/dev/null || true; wait "$JAVA_PID" 2>/dev/null || true; fi
  kill "$XVFB" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
for _ in $(seq 1 50); do [ -S "/tmp/.X11-unix/X${DISPLAY_NUM#:}" ] && break; sleep 0.1; done
DISPLAY=$DISPLAY_NUM java -Dprism.order=sw -Djava.util.prefs.userRoot="$WORK/prefs" \
  -cp "$ROOT/viewer/target/classes:$(cat "$CP_FILE")" org.fenceline.viewer.ui.ScreenshotSetup \
  "$REPORT" "$VIEW" "$WORK/ready" $SUB >"$WORK/java.log" 2>&1 &
JAVA_PID=$!
for _ in $(seq 1 600); do
  [ -f "$WORK/ready" ] && break
  kill -0 "$JAVA_PID" 2>/dev/null || { cat "$WORK/java.log" >&2; exit 1; }
  sleep 0.2
done
[ -f "$WORK/ready" ] || { echo "viewer did not get ready" >&2; cat "$WORK/java.log" >&2; exit 1; }
sleep 2  # the marker comes two pulses after the last change; give the software pipeline time to present the frame
DISPLAY=$DISPLAY_NUM import -window root "$OUT"
echo "wrote $OUT"
