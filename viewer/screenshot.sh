#!/usr/bin/env bash
# Renders the viewer's real window under Xvfb and saves it as a PNG (for docs/images).
#   viewer/screenshot.sh REPORT_OR_DIR OUT.png [VIEW [SUBTRAHEND.cubex]]
# VIEW: trees (default), flat, boxplot, description, instances, rootcauses, timeline, instance, cause, criticalpath,
# diff, topology. Every view shows what the viewer opens on (the most severe wait state, its worst call path and
# location); diff follows the largest values. Fails, and writes no file, when the screen stays blank (fewer than 16 colours) for a minute.
# Installs xvfb, libgtk-3-0 (JavaFX's GTK glass needs it), imagemagick (import) with apt-get when missing.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 REPORT_OR_DIR OUT.png [VIEW [SUBTRAHEND.cubex]]" >&2
  exit 2
fi
REPORT=$(realpath "$1"); OUT=$(realpath -m "$2"); VIEW=${3:-trees}; SUB=${4:+$(realpath "$4")}
ROOT=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v Xvfb >/dev/null || ! command -v import >/dev/null || ! ldconfig -p | grep -q libgtk-3.so.0; then
  apt-get update -qq && apt-get install -y -qq xvfb libgtk-3-0 imagemagick >/dev/null
fi
if [ ! -d "$ROOT/cli/target/classes" ] || [ ! -f "$ROOT/cli/target/classpath.txt" ]; then
  (cd "$ROOT" && mvn -B -q -pl cli -am package -DskipTests)
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
DISPLAY=$DISPLAY_NUM FENCELINE_JAVA_OPTS="-Dprism.order=sw -Djava.util.prefs.userRoot=$WORK/prefs" \
  "$ROOT/bin/fenceline-java" org.fenceline.viewer.ui.ScreenshotSetup "$REPORT" "$VIEW" "$WORK/ready" $SUB \
  >"$WORK/java.log" 2>&1 &
JAVA_PID=$!
for _ in $(seq 1 600); do
  [ -f "$WORK/ready" ] && break
  kill -0 "$JAVA_PID" 2>/dev/null || { cat "$WORK/java.log" >&2; exit 1; }
  sleep 0.2
done
[ -f "$WORK/ready" ] || { echo "viewer did not get ready" >&2; cat "$WORK/java.log" >&2; exit 1; }
# The software pipeline presents the window some time after the scene is ready (seconds under Xvfb on a busy
# machine): grab until the screen is not blank and two grabs in a row are identical.
COLOURS=0
for i in $(seq 1 120); do
  DISPLAY=$DISPLAY_NUM import -window root "$WORK/shot$((i % 2)).png"
  COLOURS=$(identify -format %k "$WORK/shot$((i % 2)).png")
  if [ "$COLOURS" -ge 16 ] && [ "$i" -gt 1 ] \
      && [ "$(compare -metric AE "$WORK/shot0.png" "$WORK/shot1.png" null: 2>&1 || true)" = "0" ]; then
    mv "$WORK/shot$((i % 2)).png" "$OUT"
    echo "wrote $OUT ($COLOURS colours)"
    exit 0
  fi
  sleep 0.5
done
echo "$0: the screen stayed blank or kept changing ($COLOURS colours in the last grab); not writing $OUT" >&2
cat "$WORK/java.log" >&2
exit 1
