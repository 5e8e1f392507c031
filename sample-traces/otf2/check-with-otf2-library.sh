#!/usr/bin/env bash
# Checks Fenceline's OTF2 export and import against the OTF2 library itself (Debian's otf2-tools and
# python3-otf2, OTF2 3.0), installing them with apt-get when missing:
#   1. regenerates the test archives with the library's Python writer (generated/make-otf2-3x.py) in a scratch
#      directory and imports each with 'fenceline trace import';
#   2. exports every committed sample trace with 'fenceline trace export --format otf2' and reads it with otf2-print.
# Build first: mvn -B -q package -DskipTests. Usage: sample-traces/otf2/check-with-otf2-library.sh
set -euo pipefail
here="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
fenceline="$here/../../bin/fenceline"
if ! command -v otf2-print >/dev/null || ! /usr/bin/python3 -c 'import otf2' 2>/dev/null; then
  apt-get update -qq && apt-get install -y -qq otf2-tools python3-otf2 >/dev/null
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here/generated/make-otf2-3x.py" "$work/"
(cd "$work" && /usr/bin/python3 make-otf2-3x.py)
for archive in "$work"/otf2-3x-*/traces.otf2; do
  name="$(basename "$(dirname "$archive")")"
  "$fenceline" trace import "$archive" "$work/imported-$name" 2>/dev/null
done
for trace in "$here"/../traces/*/; do
  name="$(basename "$trace")"
  "$fenceline" trace export "$trace" "$work/export-$name" --format otf2 >/dev/null
  records="$(otf2-print "$work/export-$name/traces.otf2" | grep -cE '^[A-Z_]+ +[0-9]+ +[0-9]+')"
  echo "$name: otf2-print read $records event records"
done
