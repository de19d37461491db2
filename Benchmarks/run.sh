#!/usr/bin/env bash
# Runs the benchmark: DateMath against plain Foundation, with java.time as a
# third column, in one run on this machine. Prints the table of
# docs/performance.md. Options: --quick (shorter, noisier), --no-java.
#   Benchmarks/run.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

quick=""
java=1
for argument in "$@"; do
  case "$argument" in
    --quick) quick="--quick" ;;
    --no-java) java=0 ;;
    *) echo "usage: Benchmarks/run.sh [--quick] [--no-java]" >&2; exit 64 ;;
  esac
done

swift build -c release --product datemath-bench >&2
javaResults=""
if [ "$java" = 1 ] && command -v java >/dev/null 2>&1; then
  javaResults="$(mktemp)"
  trap 'rm -f "$javaResults"' EXIT
  java JavaTimeBench.java $quick > "$javaResults"
fi
.build/release/datemath-bench $quick ${javaResults:+--java "$javaResults"}
