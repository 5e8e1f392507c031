#!/usr/bin/env bash
# Rebuilds the committed sample traces: runs every sample program traced into traces/<name>/ (only the global
# trace is kept), writes each expected.json from the injected delays (SampleCatalog), then analyses every trace
# and compares it with its expected.json (CommittedTracesTest).
#   sample-traces/regenerate.sh              every sample
#   sample-traces/regenerate.sh late-sender  only the named ones
# Run it on a quiet machine: the traces record real waits.
set -euo pipefail
module="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)"
root="$(dirname "$module")"
cd "$root"
mvn -B -q -pl sample-traces,cli -am install -DskipTests
classpath="$module/target/classes:$(cat "$root/cli/target/classpath.txt")"
java -Xss4m -cp "$classpath" org.fenceline.samples.catalog.TraceRegeneration "$module/traces" "$@"
du -sh "$module"/traces/* | sort -h | tail -3
du -sh "$module/traces"
mvn -B -q -pl sample-traces surefire:test -Dtest=CommittedTracesTest
echo "regenerated; review and commit sample-traces/traces"
